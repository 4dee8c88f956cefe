import { Alert, App, Button } from 'antd';
import { useResendVerification } from '../api/account';
import { problemMessage } from '../forms/fieldErrors';

/**
 * On every screen of a vendor who has not confirmed the address: why listings stay drafts, and
 * "Resend" for a new link (rate-limited on the server; its 429 is shown as said).
 */
export function EmailVerificationBanner({ email }: { email: string }) {
  const { message } = App.useApp();
  const resend = useResendVerification();
  return (
    <Alert
      className="standing-banner"
      type="warning"
      showIcon
      title="Confirm your e-mail address"
      description={
        <>
          We sent a link to <strong>{email}</strong>. Until you open it, your listings are saved as
          drafts and cannot be sent for review. Nothing arrived? Check the spam folder, or ask for a
          new link.
        </>
      }
      action={
        <Button
          size="small"
          loading={resend.isPending}
          onClick={() =>
            resend.mutate(undefined, {
              onSuccess: (answer) => void message.success(answer.message),
              onError: (error) => void message.error(problemMessage(error)),
            })
          }
        >
          Resend
        </Button>
      }
    />
  );
}

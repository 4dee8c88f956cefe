import { Alert, Button, Tooltip } from 'antd';
import { useCurrentUser } from '../../auth/session';

/**
 * A draft listing (made before the vendor confirmed the e-mail address): "Send for review",
 * disabled with the reason until the address is confirmed (the banner above offers "Resend").
 */
export function DraftNotice({
  canSubmit,
  submitting,
  onSubmit,
}: {
  /** The listing's `can.submit`: the server's answer. */
  canSubmit: boolean;
  submitting: boolean;
  onSubmit: () => void;
}) {
  const verified = useCurrentUser().data?.emailVerified ?? true;
  const reason = 'Confirm your e-mail address first: use the link we sent you.';
  return (
    <Alert
      type="info"
      showIcon
      title="Draft: not sent for review yet"
      description={
        verified
          ? 'Renters do not see drafts. Send it for review when it is ready.'
          : 'Renters do not see drafts. You can keep preparing it; sending it for review opens once your e-mail address is confirmed.'
      }
      action={
        <Tooltip title={verified ? undefined : reason}>
          <Button
            type="primary"
            size="small"
            disabled={!canSubmit}
            loading={submitting}
            onClick={onSubmit}
          >
            Send for review
          </Button>
        </Tooltip>
      }
    />
  );
}

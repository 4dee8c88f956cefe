import { Alert, App, Button } from 'antd';
import { useResendVerification } from '../api/account';
import bannerStrings from '../i18n/locales/en/banners.json';
import { useProblems } from '../i18n/problems';
import { addEnglish } from '../i18n/strings';
import { useVendorI18n } from '../i18n/VendorI18n';

addEnglish(bannerStrings);

/**
 * On every screen of a vendor who has not confirmed the address: why listings stay drafts, and
 * "Resend" for a new link (rate-limited on the server; its 429 is shown as said).
 */
export function EmailVerificationBanner({ email }: { email: string }) {
  const { message } = App.useApp();
  const { language, t } = useVendorI18n();
  const { problem } = useProblems();
  const resend = useResendVerification();
  return (
    <Alert
      className="standing-banner"
      type="warning"
      showIcon
      title={t('emailBanner.title')}
      description={
        <>
          {t('emailBanner.sent')} <strong dir="ltr">{email}</strong>. {t('emailBanner.body')}
        </>
      }
      action={
        <Button
          size="small"
          loading={resend.isPending}
          onClick={() =>
            resend.mutate(undefined, {
              // The server says it in English; the vendor's language says the same.
              onSuccess: (answer) =>
                void message.success(language === 'en' ? answer.message : t('emailBanner.resent')),
              onError: (error) => void message.error(problem(error)),
            })
          }
        >
          {t('emailBanner.resend')}
        </Button>
      }
    />
  );
}

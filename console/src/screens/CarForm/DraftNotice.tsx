import { Alert, Button, Tooltip } from 'antd';
import { useCurrentUser } from '../../auth/session';
import { useVendorT } from '../../i18n/VendorI18n';

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
  const t = useVendorT();
  const reason = t('editCar.draftReason');
  return (
    <Alert
      type="info"
      showIcon
      title={t('editCar.draftTitle')}
      description={verified ? t('editCar.draftBody') : t('editCar.draftUnverified')}
      action={
        <Tooltip title={verified ? undefined : reason}>
          <Button
            type="primary"
            size="small"
            disabled={!canSubmit}
            loading={submitting}
            onClick={onSubmit}
          >
            {t('editCar.sendForReview')}
          </Button>
        </Tooltip>
      }
    />
  );
}

import { Button, Result } from 'antd';
import { Link } from 'react-router';
import editCarStrings from '../../i18n/locales/en/editCar.json';
import { addEnglish } from '../../i18n/strings';
import { useVendorI18n } from '../../i18n/VendorI18n';

addEnglish(editCarStrings);

/** The API refused a new listing: the plan is full (422 `plan_limit_reached`). */
export function PlanLimitResult({ detail }: { detail?: string }) {
  const { t } = useVendorI18n();
  return (
    <Result
      status="warning"
      title={t('editCar.limitTitle')}
      // The server's sentence in the vendor's language (i18n/problems.ts), with its numbers.
      subTitle={detail || t('editCar.limitBody')}
      extra={[
        <Link key="subscribe" to="/dashboard/subscribe">
          <Button type="primary">{t('editCar.seePlans')}</Button>
        </Link>,
        <Link key="cars" to="/dashboard/cars">
          <Button>{t('editCar.myCars')}</Button>
        </Link>,
      ]}
    />
  );
}

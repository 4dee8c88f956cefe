import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import type { Role } from '@core/enums';
import bannerStrings from '../i18n/locales/en/banners.json';
import { addEnglish } from '../i18n/strings';
import { useVendorT } from '../i18n/VendorI18n';
import { homeFor } from './roleHome';

addEnglish(bannerStrings);

/** A console path no screen of this role answers. */
export default function ScreenNotFound({ role }: { role: Role }) {
  const navigate = useNavigate();
  const t = useVendorT();
  return (
    <Result
      status="404"
      title={t('notFound.title')}
      extra={
        <Button type="primary" onClick={() => navigate(homeFor(role))}>
          {t('notFound.home')}
        </Button>
      }
    />
  );
}

import { Suspense, lazy, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { Link } from '../../components/Link/Link';
import { CAROUSEL } from '@core/constants';
import type { Company } from '@core/schemas/company';
import { HOME_COMPANIES, useCompanies } from '../../api/companies';
import { Carousel } from '../../components/Carousel/Carousel';
import { CompanyCard } from '../../components/Company/CompanyCard';
import { Spinner } from '../../components/Spinner';
import '../../i18n/namespaces/home';
import { HydrateLater } from '../../components/Hydration/HydrateLater';

/** Up to 768 px the arrows scroll 300 px (spec section 9); wider screens a car carousel's 400. (docs/product.md#rental-companies) */
const companyStep = () =>
  window.matchMedia(`(max-width: ${CAROUSEL.companyScrollMaxScreenPx}px)`).matches
    ? CAROUSEL.companyScrollPx
    : CAROUSEL.scrollPx;

/** The profile dialog loads when a profile is first opened (it is never open on the server). */
const CompanyDialog = lazy(async () => ({
  default: (await import('../../components/Company/CompanyDialog')).CompanyDialog,
}));

/** 'Top Rental Companies' (spec section 2, home item 8): real companies, verified first. (docs/product.md#rental-companies) */
export function TopCompanies() {
  const { t } = useTranslation('home');
  const companies = useCompanies(1, HOME_COMPANIES);
  const [open, setOpen] = useState<Company | null>(null);

  return (
    <section className="container home-section below-fold" aria-labelledby="top-companies-title">
      <div className="home-section__head">
        <div>
          <h2 id="top-companies-title">{t('companies.title')}</h2>
          <p className="home-section__lead">{t('companies.lead')}</p>
        </div>
        <Link to="/companies" className="home-section__more">
          {t('companies.viewAll')}
        </Link>
      </div>
      {companies.isPending && <Spinner />}
      {companies.isError && <p className="notice">{t('companies.error')}</p>}
      {companies.data && (
        <Carousel
          label={t('companies.title')}
          step={companyStep}
          atEnds="disable"
          swipeHint
          className="company-carousel"
        >
          {companies.data.items.map((company) => (
            <HydrateLater key={company.id}>
              <CompanyCard company={company} onViewProfile={setOpen} />
            </HydrateLater>
          ))}
        </Carousel>
      )}
      {open && (
        <Suspense fallback={null}>
          <CompanyDialog company={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </section>
  );
}

import { Suspense, lazy, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { useSearchParams } from 'react-router';
import { Link } from '../../components/Link/Link';
import type { Company } from '@core/schemas/company';
import { pageFromSearch, useCompanies } from '../../api/companies';
import { CompanyCard } from '../../components/Company/CompanyCard';
import { PageHead } from '../../components/PageHead/PageHead';
import { Pagination, pagePath } from '../../components/Pagination/Pagination';
import { useSite } from '../../components/Providers/SiteContext';
import { Spinner } from '../../components/Spinner';
import './companies.css';
import '../../i18n/namespaces/companies';

/**
 * The profile dialog (with the Radix dialog) loads when a profile is first opened, not with the
 * page; it then stays mounted, so closing animates.
 */
const CompanyDialog = lazy(async () => ({
  default: (await import('../../components/Company/CompanyDialog')).CompanyDialog,
}));

/** /companies: every listed rental company, verified first, paged with real URLs (?page=). */
export default function CompaniesPage() {
  const { t } = useTranslation('companies');
  const { origin } = useSite();
  const [searchParams] = useSearchParams();
  const page = pageFromSearch(searchParams);
  const companies = useCompanies(page);
  const [open, setOpen] = useState<Company | null>(null);
  const [opened, setOpened] = useState(false);
  const openProfile = (company: Company) => {
    setOpen(company);
    setOpened(true);
  };
  const total = companies.data?.total ?? 0;
  const pages = companies.data ? Math.ceil(total / companies.data.pageSize) : 0;
  const canonicalPath = page > 1 ? `/companies?page=${page}` : '/companies';

  return (
    <section className="container companies-page">
      <PageHead
        title={page > 1 ? t('list.metaTitlePaged', { page }) : t('list.metaTitle')}
        description={t('list.metaDescription', { count: total || 70 })}
        canonicalPath={canonicalPath}
        jsonLd={
          companies.data && {
            '@context': 'https://schema.org',
            '@type': 'ItemList',
            itemListElement: companies.data.items.map((company, index) => ({
              '@type': 'ListItem',
              position: (page - 1) * companies.data.pageSize + index + 1,
              name: company.name,
              url: `${origin}/companies/${company.id}/cars`,
            })),
          }
        }
      />
      <h1>{t('list.title')}</h1>
      {companies.data && <p className="companies-page__lead">{t('list.lead', { count: total })}</p>}
      {companies.isPending && <Spinner />}
      {companies.isError && <p className="notice">{t('list.error')}</p>}
      {companies.data && companies.data.items.length === 0 && (
        <div className="notice">
          <p>{page > 1 ? t('list.pageNotFound') : t('list.empty')}</p>
          {page > 1 && <Link to="/companies">{t('list.firstPage')}</Link>}
        </div>
      )}
      {companies.data && companies.data.items.length > 0 && (
        <ul className="companies-grid">
          {companies.data.items.map((company) => (
            <li key={company.id}>
              <CompanyCard company={company} onViewProfile={openProfile} />
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} pages={pages} pageHref={(target) => pagePath('/companies', target)} />
      {opened && (
        <Suspense fallback={null}>
          <CompanyDialog company={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </section>
  );
}

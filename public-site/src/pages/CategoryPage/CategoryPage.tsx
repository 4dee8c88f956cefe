import { useTranslation } from '../../i18n/react';
import { useParams } from 'react-router';
import { CATEGORY_PAGES } from '@core/catalogue/categories';
import { categoryPageIn } from '@core/catalogue/pagesInLanguage';
import { useCheapestCar } from '../../api/carSearch';
import { LandingPage } from '../../components/LandingPage/LandingPage';
import { listingHref } from '../CarsPage/listingFilters';
import NotFoundPage from '../NotFoundPage/NotFoundPage';
import { categoryPageOf, categorySearchParams } from './categorySearch';
import '../../i18n/namespaces/landing';

/**
 * /category/{slug}: one of core's category landing pages. An alias slug shows its canonical
 * page, whose URL is the canonical one (the server will redirect aliases).
 */
export default function CategoryPage() {
  const { t, i18n } = useTranslation('landing');
  const { slug } = useParams();
  const found = categoryPageOf(slug);
  const category = found && categoryPageIn(found, i18n.language);
  const filterParams = categorySearchParams(slug);
  const cheapest = useCheapestCar(filterParams);
  if (!category || !filterParams) return <NotFoundPage />;
  return (
    <LandingPage
      path={`/category/${category.slug}`}
      shareImage={category.slug}
      metaTitle={category.metaTitle}
      metaDescription={category.metaDescription}
      crumb={category.label}
      heading={category.heading}
      heroText={category.intro}
      priceFrom={cheapest.data?.items[0]?.pricePerDay}
      filterParams={filterParams}
      refineHref={listingHref(filterParams)}
      resultsTitle={t('category.results', { title: category.title })}
      related={{
        title: t('category.related'),
        links: CATEGORY_PAGES.filter((page) => page.slug !== category.slug).map((page) => ({
          label: categoryPageIn(page, i18n.language).title,
          href: `/category/${page.slug}`,
        })),
      }}
    />
  );
}

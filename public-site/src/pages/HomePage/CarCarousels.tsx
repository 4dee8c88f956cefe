import { useTranslation } from '../../i18n/react';
import { HydrateLater } from '../../components/Hydration/HydrateLater';
import { Link } from '../../components/Link/Link';
import { CAROUSEL } from '@core/constants';
import { carouselViewAllHref, groupCarsForCarousels } from '@core/rules/carousels';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Emirate } from '@core/enums';
import { CAROUSEL_GROUPS } from '@core/catalogue/categories';
import { catalogueLabels } from '@core/catalogue/labels';
import { titleInEmirateIn } from '@core/catalogue/pagesInLanguage';
import { DEFAULT_LANGUAGE } from '@core/i18n/languages';
import { featuredCarsQuery } from '../../api/home';
import { CarCard } from '../../components/CarCard/CarCard';
import { Carousel } from '../../components/Carousel/Carousel';
import { Spinner } from '../../components/Spinner';
import '../../i18n/namespaces/home';

/**
 * The three car carousels (spec section 2, home item 7): featured cars of the emirate chosen on
 * the home page, grouped by core's rules and titled for that emirate, at most 10 each, real
 * listings only; a group without cars is not shown.
 * (docs/product.md#car-carousels)
 */
export function CarCarousels({ emirate }: { emirate: Emirate }) {
  const { t, i18n } = useTranslation('home');
  // The group's title in the page's language, for the emirate chosen ("… in Sharjah").
  const titleOf = (slug: string, shown: string) => {
    const group = CAROUSEL_GROUPS.find((each) => each.slug === slug);
    if (!group || i18n.language === DEFAULT_LANGUAGE) return shown;
    const title = catalogueLabels(i18n.language).carouselTitle(group.title);
    return titleInEmirateIn(title, emirate, i18n.language);
  };
  const featured = useQuery({ ...featuredCarsQuery(emirate), placeholderData: keepPreviousData });
  if (featured.isPending) return <Spinner label={t('carousels.loading')} />;
  if (featured.isError) return <p className="container notice">{t('carousels.error')}</p>;
  return groupCarsForCarousels(featured.data, emirate).map(({ group, cars }) =>
    cars.length === 0 ? null : (
      <section
        key={group.slug}
        className="container home-section below-fold car-carousel"
        aria-labelledby={`carousel-${group.slug}`}
        data-testid={`carousel-${group.slug}`}
      >
        <div className="home-section__head">
          <h2 id={`carousel-${group.slug}`}>{titleOf(group.slug, group.title)}</h2>
          <Link to={carouselViewAllHref(group, emirate)} className="home-section__more">
            {t('carousels.viewAll')}
          </Link>
        </div>
        <Carousel
          label={titleOf(group.slug, group.title)}
          step={CAROUSEL.scrollPx}
          carIds={cars.map((car) => car.id)}
        >
          {/* A carousel's cards are ~400 elements: one task each (HydrateLater). */}
          {cars.map((car) => (
            <HydrateLater key={car.id}>
              <CarCard car={car} />
            </HydrateLater>
          ))}
        </Carousel>
      </section>
    ),
  );
}

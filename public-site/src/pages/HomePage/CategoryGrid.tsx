import { useTranslation } from '../../i18n/react';
import { Link } from '../../components/Link/Link';
import {
  CATEGORY_GRID_TILES,
  categoryTileHref,
  type CategoryTile,
} from '@core/catalogue/categories';
import { EMIRATES, type Emirate } from '@core/enums';
import { useCatalogue } from '../../i18n/format';
import { useCategoryCounts } from '../../api/home';
import { useFieldsFilledBeforeHydration } from '../../components/Hydration/useFieldsFilledBeforeHydration';
import '../../i18n/namespaces/home';

/** Illustration per tile (the demo art the API draws; the same for every emirate). */
const TILE_ART: Record<CategoryTile['key'], string> = {
  luxury: 'luxury-black',
  sports: 'sports-red',
  suv: 'suv-white',
  monthly: 'sedan-silver',
  cheap: 'economy-blue',
  supercar: 'sports-yellow',
  convertible: 'convertible-red',
  electric: 'electric-white',
  withDriver: 'luxury-grey',
};

/**
 * 'Browse Car Rentals in {emirate}' (spec section 2, home item 4): an emirate dropdown (Dubai
 * first) and nine tiles, each with the live number of cars its link shows. The emirate is the
 * home page's (the carousels follow it).
 * (docs/product.md#category-grid)
 */
export function CategoryGrid({
  emirate,
  onEmirateChange,
}: {
  emirate: Emirate;
  onEmirateChange: (emirate: Emirate) => void;
}) {
  const { t } = useTranslation('home');
  const catalogue = useCatalogue();
  const counts = useCategoryCounts(emirate);
  // An emirate chosen before this part was hydrated (on a slow phone, or by a script while the
  // grid waited its turn in HydrateLater) is the grid's: the select shows it, so must the tiles.
  useFieldsFilledBeforeHydration((valueOf) => {
    const chosen = EMIRATES.find((value) => value === valueOf('category-grid-emirate'));
    if (chosen && chosen !== emirate) onEmirateChange(chosen);
  });

  const countText = (key: CategoryTile['key']) => {
    if (counts.isPending) return t('categories.countLoading');
    const count = counts.data?.counts[key];
    return count === undefined ? t('categories.countError') : t('categories.count', { count });
  };

  return (
    <section className="container home-section below-fold" aria-labelledby="category-grid-title">
      <div className="home-section__head">
        <h2 id="category-grid-title">
          {t('categories.title', { emirate: catalogue.emirate(emirate) })}
        </h2>
        <div className="category-grid__tools">
          <label htmlFor="category-grid-emirate" className="visually-hidden">
            {t('categories.emirateLabel')}
          </label>
          <select
            id="category-grid-emirate"
            className="field__control field__control--select category-grid__emirate"
            value={emirate}
            onChange={(event) => onEmirateChange(event.target.value as Emirate)}
          >
            {EMIRATES.map((value) => (
              <option key={value} value={value}>
                {catalogue.emirate(value)}
              </option>
            ))}
          </select>
          <Link to="/cars" className="home-section__more">
            {t('categories.viewAll')}
          </Link>
        </div>
      </div>
      <ul className="category-grid" aria-busy={counts.isPending}>
        {CATEGORY_GRID_TILES.map((tile) => {
          const art = (
            <img
              src={`/media/demo/cars/${TILE_ART[tile.key]}.svg`}
              alt=""
              width={160}
              height={100}
              loading="lazy"
              decoding="async"
            />
          );
          // A tile whose search finds nothing in this emirate is no link: it says so instead.
          if (counts.data?.counts[tile.key] === 0) {
            return (
              <li key={tile.key}>
                <div className="category-tile category-tile--empty" aria-disabled="true">
                  {art}
                  <span className="category-tile__label">{catalogue.categoryTile(tile)}</span>
                  <span className="category-tile__count" data-testid={`count-${tile.key}`}>
                    {t('categories.none', { emirate: catalogue.emirate(emirate) })}
                  </span>
                </div>
              </li>
            );
          }
          return (
            <li key={tile.key}>
              <Link to={categoryTileHref(tile, emirate)} className="category-tile">
                {art}
                <span className="category-tile__label">{catalogue.categoryTile(tile)}</span>
                <span className="category-tile__count" data-testid={`count-${tile.key}`}>
                  {countText(tile.key)}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

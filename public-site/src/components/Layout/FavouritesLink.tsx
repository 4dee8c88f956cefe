import { Link } from '../Link/Link';
import { useTranslation } from '../../i18n/react';
import { useFavouritesCount } from '../Favourites/favouritesStore';
import { Icon } from '../Icon/Icon';

/**
 * The way to the saved cars (/favourites): a heart with how many are saved, in the header bar and
 * the phone menu. The count is the device's, so the server renders none.
 */
export function FavouritesLink({
  className,
  withLabel = false,
  onClick,
}: {
  className: string;
  /** The word beside the heart (the phone menu); the header shows the heart alone. */
  withLabel?: boolean;
  onClick?: () => void;
}) {
  const { t } = useTranslation('layout');
  const count = useFavouritesCount();
  return (
    <Link
      to="/favourites"
      className={className}
      aria-label={t('favourites', { count })}
      onClick={onClick}
    >
      <Icon name="heart" size={withLabel ? 18 : 22} />
      {withLabel && <span>{t('favouritesLabel')}</span>}
      {count > 0 && (
        <span className="favourites-count" aria-hidden="true">
          {count}
        </span>
      )}
    </Link>
  );
}

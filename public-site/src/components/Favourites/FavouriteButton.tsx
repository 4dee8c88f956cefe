import { useTranslation } from '../../i18n/react';
import { useNavigate } from 'react-router';
import type { CarCardData } from '../CarCard/carCardData';
import { HeartIcon } from '../Icon/Icon';
import { toast } from '../Toast/toastStore';
import { Tooltip } from '../Tooltip/Tooltip';
import { favouritesStore, useIsFavourite } from './favouritesStore';
import './favourites.css';
import '../../i18n/namespaces/favourites';

/**
 * The heart: saves the car on this device or removes it (a toggle button, `aria-pressed`), with
 * a notice that links to the favourites page.
 */
export function FavouriteButton({
  car,
  variant = 'overlay',
}: {
  car: CarCardData;
  /** 'overlay' sits on a photo; 'outline' is a normal button with its label shown. */
  variant?: 'overlay' | 'outline';
}) {
  const { t } = useTranslation('favourites');
  const navigate = useNavigate();
  const saved = useIsFavourite(car.id);
  const hint = saved ? t('button.remove') : t('button.save');

  function toggle() {
    const added = favouritesStore.toggle(car);
    toast({
      title: added ? t('toast.addedTitle') : t('toast.removedTitle'),
      description: added
        ? t('toast.addedBody', { title: car.title })
        : t('toast.removedBody', { title: car.title }),
      ...(added && {
        action: {
          label: t('toast.view'),
          altText: t('toast.viewAlt'),
          onClick: () => void navigate('/favourites'),
        },
      }),
    });
  }

  const button = (
    <button
      type="button"
      className={`favourite-button favourite-button--${variant}`}
      aria-pressed={saved}
      aria-label={variant === 'overlay' ? t('button.label', { title: car.title }) : undefined}
      onClick={toggle}
    >
      <HeartIcon size={variant === 'overlay' ? 20 : 18} />
      {variant === 'outline' && <span>{saved ? t('button.saved') : t('button.save')}</span>}
    </button>
  );
  return variant === 'overlay' ? <Tooltip label={hint}>{button}</Tooltip> : button;
}

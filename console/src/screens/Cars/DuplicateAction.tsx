import { App, Button, Tooltip } from 'antd';
import { Link, useNavigate } from 'react-router';
import type { VendorCar } from '@core/schemas/car';
import { useDuplicateCar } from '../../api/vendorCars';
import { isPlanLimitError } from '../../forms/fieldErrors';
import carActionsStrings from '../../i18n/locales/en/carActions.json';
import { useProblems } from '../../i18n/problems';
import { addEnglish } from '../../i18n/strings';
import { useVendorT } from '../../i18n/VendorI18n';

addEnglish(carActionsStrings);

/**
 * "Duplicate": one click makes a copy of the car (another colour or plate of the same model),
 * waiting for review like a new listing, and opens the copy's edit screen, where the vendor sets
 * what differs. Shown when the car's `can.duplicate` says so; a full plan is the server's 422,
 * shown with the way to more listings.
 */
export function DuplicateAction({ car, compact = false }: { car: VendorCar; compact?: boolean }) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const t = useVendorT();
  const { problem } = useProblems();
  const duplicateCar = useDuplicateCar();
  if (!car.can.duplicate) return null;
  return (
    <Tooltip title={t('carActions.duplicateTip')}>
      <Button
        size={compact ? 'small' : 'middle'}
        aria-label={t('carActions.duplicateAria', { title: car.title })}
        loading={duplicateCar.isPending && duplicateCar.variables === car.id}
        // The promise, not mutate's callbacks: the list refetches after the copy and may
        // remount this row's button, and callbacks of an unmounted observer never run.
        onClick={() =>
          duplicateCar.mutateAsync(car.id).then(
            (copy) => {
              void message.success(
                copy.status === 'draft'
                  ? t('carActions.duplicatedDraft')
                  : t('carActions.duplicated'),
              );
              void navigate(`/dashboard/cars/${copy.id}/edit`);
            },
            (error: unknown) =>
              void message.error(
                isPlanLimitError(error) ? (
                  <span>
                    {problem(error)}{' '}
                    <Link to="/dashboard/subscribe">{t('carActions.seePlans')}</Link>
                  </span>
                ) : (
                  problem(error)
                ),
              ),
          )
        }
      >
        {t('carActions.duplicate')}
      </Button>
    </Tooltip>
  );
}

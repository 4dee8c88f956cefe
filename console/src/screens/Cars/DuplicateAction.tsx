import { App, Button, Tooltip } from 'antd';
import { Link, useNavigate } from 'react-router';
import type { VendorCar } from '@core/schemas/car';
import { useDuplicateCar } from '../../api/vendorCars';
import { isPlanLimitError, problemMessage } from '../../forms/fieldErrors';

/**
 * "Duplicate": one click makes a copy of the car (another colour or plate of the same model),
 * waiting for review like a new listing, and opens the copy's edit screen, where the vendor sets
 * what differs. Shown when the car's `can.duplicate` says so; a full plan is the server's 422,
 * shown with the way to more listings.
 */
export function DuplicateAction({ car, compact = false }: { car: VendorCar; compact?: boolean }) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const duplicateCar = useDuplicateCar();
  if (!car.can.duplicate) return null;
  return (
    <Tooltip title="Add the same car again (another colour or plate), with its photos">
      <Button
        size={compact ? 'small' : 'middle'}
        aria-label={`Duplicate ${car.title}`}
        loading={duplicateCar.isPending && duplicateCar.variables === car.id}
        // The promise, not mutate's callbacks: the list refetches after the copy and may
        // remount this row's button, and callbacks of an unmounted observer never run.
        onClick={() =>
          duplicateCar.mutateAsync(car.id).then(
            (copy) => {
              void message.success(
                copy.status === 'draft'
                  ? 'Copy created as a draft (it goes for review once your e-mail address is confirmed). Set its colour and anything else that differs.'
                  : 'Copy created and sent for review. Set its colour and anything else that differs.',
              );
              void navigate(`/dashboard/cars/${copy.id}/edit`);
            },
            (error: unknown) =>
              void message.error(
                isPlanLimitError(error) ? (
                  <span>
                    {problemMessage(error)} <Link to="/dashboard/subscribe">See plans</Link>
                  </span>
                ) : (
                  problemMessage(error)
                ),
              ),
          )
        }
      >
        Duplicate
      </Button>
    </Tooltip>
  );
}

import { useParams } from 'react-router';
import { Alert, App, Result } from 'antd';
import { LISTING_STATUS_LABELS } from '@core/enums';
import { LISTING_VISIBILITY_LABELS, listingVisibility } from '@core/rules/listingVisibility';
import { useVendorProfile } from '../../api/vendorProfile';
import {
  useDeleteCarPhoto,
  useReorderCarPhotos,
  useUpdateCar,
  useUploadCarPhoto,
  useVendorCar,
} from '../../api/vendorCars';
import { QueryState } from '../../components/QueryState';
import { carPatchFromInput, carToFormValues } from '../../forms/carForm';
import { problemMessage } from '../../forms/fieldErrors';
import { CarForm } from './CarForm';
import { CarPhotos, moved } from './CarPhotos';

/** /dashboard/cars/:id/edit: photo changes are saved at once; the fields with the button. */
export default function EditCarScreen() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const car = useVendorCar(valid ? id : undefined);
  const { message } = App.useApp();
  const updateCar = useUpdateCar();
  const uploadPhoto = useUploadCarPhoto(id);
  const deletePhoto = useDeleteCarPhoto(id);
  const reorderPhotos = useReorderCarPhotos(id);
  const photosBusy = uploadPhoto.isPending || deletePhoto.isPending || reorderPhotos.isPending;
  const failed = (error: unknown) => message.error(problemMessage(error));
  const companyStatus = useVendorProfile().data?.status ?? 'active';

  if (!valid) return <Result status="404" title="Listing not found" />;

  return (
    <QueryState query={car}>
      {(listing) => (
        <CarForm
          key={listing.id}
          initialValues={carToFormValues(listing)}
          submitLabel="Save changes"
          busy={updateCar.isPending}
          onSubmit={(input) =>
            updateCar
              .mutateAsync({ id: listing.id, patch: carPatchFromInput(input) })
              .then(
                (saved) =>
                  void message.success(
                    saved.status === 'pending' && listing.status !== 'pending'
                      ? 'Saved. The listing is back in review.'
                      : 'Changes saved',
                  ),
              )
          }
          notice={
            <>
              {listing.status === 'rejected' && (
                <Alert
                  type="error"
                  showIcon
                  title="This listing was rejected"
                  description={`${listing.rejectionReason ?? 'No reason was given.'} Saving your changes sends it for review again.`}
                />
              )}
              <Alert
                type={listing.status === 'approved' ? 'warning' : 'info'}
                showIcon
                title={
                  listingVisibility(listing, companyStatus) === 'company_suspended'
                    ? `State: ${LISTING_STATUS_LABELS[listing.status]}. ${LISTING_VISIBILITY_LABELS.company_suspended}.`
                    : `State: ${LISTING_STATUS_LABELS[listing.status]}`
                }
                description="Editing the title, brand, model, year or photos of an approved listing sends it back to review; prices, terms and other details change at once."
              />
            </>
          }
          photos={
            <CarPhotos
              busy={photosBusy}
              photos={listing.images.map((image) => ({ key: String(image.id), url: image.url }))}
              onAdd={(file) => uploadPhoto.mutate(file, { onError: failed })}
              onRemove={(key) => deletePhoto.mutate(Number(key), { onError: failed })}
              onMove={(key, to) => {
                const ids = listing.images.map((image) => image.id);
                reorderPhotos.mutate(moved(ids, ids.indexOf(Number(key)), to), {
                  onError: failed,
                });
              }}
            />
          }
        />
      )}
    </QueryState>
  );
}

import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Alert, App, Button, Flex, Popconfirm, Result, Space } from 'antd';
import { LISTING_STATUS_LABELS } from '@core/enums';
import { PRICE_BAND } from '@core/rules/listingStatus';
import { changedFieldNames, ListingChangesDiff } from '../../components/ListingChanges';
import { LISTING_VISIBILITY_LABELS, listingVisibility } from '@core/rules/listingVisibility';
import { useVendorProfile } from '../../api/vendorProfile';
import {
  useDeleteCarPhoto,
  useReorderCarPhotos,
  useSubmitDraftCar,
  useUpdateCar,
  useUploadCarPhoto,
  useVendorCar,
  useWithdrawCarChanges,
} from '../../api/vendorCars';
import { QueryState } from '../../components/QueryState';
import { carPatchFromInput, carToFormValues } from '../../forms/carForm';
import { problemMessage } from '../../forms/fieldErrors';
import { CarForm } from './CarForm';
import { CarPhotos, moved } from './CarPhotos';
import { DraftNotice } from './DraftNotice';
import { FeatureAction, FeaturedSlots } from '../Cars/FeatureAction';
import { DuplicateAction } from '../Cars/DuplicateAction';
import { useVendorSubscription } from '../../api/vendorSubscription';
import { QuotePreview } from '../CarTrip/QuotePreview';

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
  const withdrawChanges = useWithdrawCarChanges(id);
  const submitDraft = useSubmitDraftCar(id);
  // After a withdrawal the form starts again from the approved values.
  const [formGeneration, setFormGeneration] = useState(0);
  const photosBusy = uploadPhoto.isPending || deletePhoto.isPending || reorderPhotos.isPending;
  const failed = (error: unknown) => message.error(problemMessage(error));
  const companyStatus = useVendorProfile().data?.status ?? 'active';
  const subscription = useVendorSubscription().data;

  if (!valid) return <Result status="404" title="Listing not found" />;

  return (
    <QueryState query={car}>
      {(listing) => (
        <Space orientation="vertical" size="middle" className="screen">
          <CarForm
            key={`${listing.id}-${formGeneration}`}
            initialValues={carToFormValues(listing)}
            inheritedTripTerms={listing.inheritedTripTerms}
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
                        : saved.pendingChanges
                          ? 'Saved. Your changes wait for review; renters see the approved version until then.'
                          : 'Changes saved',
                    ),
                )
            }
            notice={
              <>
                {listing.status === 'draft' && (
                  <DraftNotice
                    canSubmit={listing.can.submit}
                    submitting={submitDraft.isPending}
                    onSubmit={() =>
                      submitDraft
                        .mutateAsync()
                        .then(() => void message.success('Sent for review'), failed)
                    }
                  />
                )}
                {listing.status === 'rejected' && (
                  <Alert
                    type="error"
                    showIcon
                    title="This listing was rejected"
                    description={`${listing.rejectionReason ?? 'No reason was given.'} Saving your changes sends it for review again.`}
                  />
                )}
                {listing.pendingChanges && (
                  <Alert
                    type="warning"
                    showIcon
                    title={`Changes waiting for review: ${changedFieldNames(listing.pendingChanges)}`}
                    description={<ListingChangesDiff changes={listing.pendingChanges} />}
                    action={
                      <Popconfirm
                        title="Withdraw these changes?"
                        description="The listing stays as renters see it now; photos not yet reviewed are deleted."
                        okText="Withdraw"
                        onConfirm={() =>
                          withdrawChanges.mutateAsync().then(() => {
                            setFormGeneration((n) => n + 1);
                            void message.success('Changes withdrawn');
                          }, failed)
                        }
                      >
                        <Button size="small" loading={withdrawChanges.isPending}>
                          Withdraw changes
                        </Button>
                      </Popconfirm>
                    }
                  />
                )}
                {listing.changesRejection && (
                  <Alert
                    type="error"
                    showIcon
                    title="Your last changes were not accepted"
                    description={`${listing.changesRejection.reason} Renters still see the approved version.`}
                  />
                )}
                {(listing.featuredUntil || listing.can.feature) && (
                  <Alert
                    type="success"
                    showIcon
                    title={
                      <Flex gap={12} align="center" wrap>
                        <span>Featured placement</span>
                        <FeaturedSlots subscription={subscription} />
                      </Flex>
                    }
                    action={<FeatureAction car={listing} />}
                  />
                )}
                <Alert
                  type="info"
                  showIcon
                  title="Views, contact clicks and leads"
                  description="How often renters saw this car in searches, opened it and contacted you, and its price against similar cars."
                  action={
                    <Link to={`/dashboard/cars/${listing.id}/analytics`}>
                      <Button size="small">Analytics</Button>
                    </Link>
                  }
                />
                <Alert
                  type="info"
                  showIcon
                  title="Blocked days and bookings"
                  description="Days the car cannot be rented (maintenance, rented elsewhere, a holiday) hide it from renters searching those dates."
                  action={
                    <Link to={`/dashboard/cars/${listing.id}/availability`}>
                      <Button size="small">Availability calendar</Button>
                    </Link>
                  }
                />
                <Alert
                  type="info"
                  showIcon
                  action={<DuplicateAction car={listing} compact />}
                  title={
                    listingVisibility(listing, companyStatus) === 'company_suspended'
                      ? `State: ${LISTING_STATUS_LABELS[listing.status]}. ${LISTING_VISIBILITY_LABELS.company_suspended}.`
                      : `State: ${LISTING_STATUS_LABELS[listing.status]}`
                  }
                  description={
                    listing.status === 'approved'
                      ? `Changes to the title, description, brand, model, year, type, emirate or photos wait for review while renters keep seeing the approved version. Prices within ${PRICE_BAND * 100} % of the approved price, terms and other details change at once.`
                      : 'Your changes are saved as they are and reviewed with the listing.'
                  }
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
          <QuotePreview carId={listing.id} />
        </Space>
      )}
    </QueryState>
  );
}

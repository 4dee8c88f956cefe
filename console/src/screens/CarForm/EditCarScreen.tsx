import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Alert, App, Button, Flex, Popconfirm, Result, Space } from 'antd';
import { PRICE_BAND } from '@core/rules/listingStatus';
import { changedFieldNames, ListingChangesDiff } from '../../components/ListingChanges';
import { listingVisibility } from '@core/rules/listingVisibility';
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
import editCarStrings from '../../i18n/locales/en/editCar.json';
import labelsStrings from '../../i18n/locales/en/labels.json';
import { useProblems } from '../../i18n/problems';
import { addEnglish } from '../../i18n/strings';
import { useVendorT } from '../../i18n/VendorI18n';
import { CarForm } from './CarForm';
import { CarPhotos, moved } from './CarPhotos';
import { DraftNotice } from './DraftNotice';
import { FeatureAction, FeaturedSlots } from '../Cars/FeatureAction';
import { DuplicateAction } from '../Cars/DuplicateAction';
import { useVendorSubscription } from '../../api/vendorSubscription';
import { QuotePreview } from '../CarTrip/QuotePreview';

addEnglish(editCarStrings);
addEnglish(labelsStrings);

/** /dashboard/cars/:id/edit: photo changes are saved at once; the fields with the button. */
export default function EditCarScreen() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const car = useVendorCar(valid ? id : undefined);
  const { message } = App.useApp();
  const t = useVendorT();
  const { problem } = useProblems();
  const updateCar = useUpdateCar();
  const uploadPhoto = useUploadCarPhoto(id);
  const deletePhoto = useDeleteCarPhoto(id);
  const reorderPhotos = useReorderCarPhotos(id);
  const withdrawChanges = useWithdrawCarChanges(id);
  const submitDraft = useSubmitDraftCar(id);
  // After a withdrawal the form starts again from the approved values.
  const [formGeneration, setFormGeneration] = useState(0);
  const photosBusy = uploadPhoto.isPending || deletePhoto.isPending || reorderPhotos.isPending;
  const failed = (error: unknown) => message.error(problem(error));
  const companyStatus = useVendorProfile().data?.status ?? 'active';
  const subscription = useVendorSubscription().data;

  if (!valid) return <Result status="404" title={t('editCar.notFound')} />;

  return (
    <QueryState query={car}>
      {(listing) => (
        <Space orientation="vertical" size="middle" className="screen">
          <CarForm
            key={`${listing.id}-${formGeneration}`}
            initialValues={carToFormValues(listing)}
            inheritedTripTerms={listing.inheritedTripTerms}
            submitLabel={t('editCar.save')}
            busy={updateCar.isPending}
            onSubmit={(input) =>
              updateCar
                .mutateAsync({ id: listing.id, patch: carPatchFromInput(input) })
                .then(
                  (saved) =>
                    void message.success(
                      saved.status === 'pending' && listing.status !== 'pending'
                        ? t('editCar.savedInReview')
                        : saved.pendingChanges
                          ? t('editCar.savedPending')
                          : t('editCar.saved'),
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
                        .then(() => void message.success(t('editCar.sentForReview')), failed)
                    }
                  />
                )}
                {listing.status === 'rejected' && (
                  <Alert
                    type="error"
                    showIcon
                    title={t('editCar.rejected')}
                    description={t('editCar.rejectedBody', {
                      reason: listing.rejectionReason ?? t('editCar.noReason'),
                    })}
                  />
                )}
                {listing.pendingChanges && (
                  <Alert
                    type="warning"
                    showIcon
                    title={t('editCar.pending', {
                      fields: changedFieldNames(listing.pendingChanges, t),
                    })}
                    description={<ListingChangesDiff changes={listing.pendingChanges} />}
                    action={
                      <Popconfirm
                        title={t('editCar.withdrawTitle')}
                        description={t('editCar.withdrawBody')}
                        okText={t('editCar.withdraw')}
                        onConfirm={() =>
                          withdrawChanges.mutateAsync().then(() => {
                            setFormGeneration((n) => n + 1);
                            void message.success(t('editCar.withdrawn'));
                          }, failed)
                        }
                      >
                        <Button size="small" loading={withdrawChanges.isPending}>
                          {t('editCar.withdrawChanges')}
                        </Button>
                      </Popconfirm>
                    }
                  />
                )}
                {listing.changesRejection && (
                  <Alert
                    type="error"
                    showIcon
                    title={t('editCar.notAccepted')}
                    description={t('editCar.notAcceptedBody', {
                      reason: listing.changesRejection.reason,
                    })}
                  />
                )}
                {(listing.featuredUntil || listing.can.feature) && (
                  <Alert
                    type="success"
                    showIcon
                    title={
                      <Flex gap={12} align="center" wrap>
                        <span>{t('editCar.featured')}</span>
                        <FeaturedSlots subscription={subscription} />
                      </Flex>
                    }
                    action={<FeatureAction car={listing} />}
                  />
                )}
                <Alert
                  type="info"
                  showIcon
                  title={t('editCar.analyticsTitle')}
                  description={t('editCar.analyticsBody')}
                  action={
                    <Link to={`/dashboard/cars/${listing.id}/analytics`}>
                      <Button size="small">{t('editCar.analytics')}</Button>
                    </Link>
                  }
                />
                <Alert
                  type="info"
                  showIcon
                  title={t('editCar.blocksTitle')}
                  description={t('editCar.blocksBody')}
                  action={
                    <Link to={`/dashboard/cars/${listing.id}/availability`}>
                      <Button size="small">{t('editCar.calendar')}</Button>
                    </Link>
                  }
                />
                <Alert
                  type="info"
                  showIcon
                  action={<DuplicateAction car={listing} compact />}
                  title={
                    listingVisibility(listing, companyStatus) === 'company_suspended'
                      ? t('editCar.stateSuspended', {
                          state: t(`labels.status.${listing.status}`),
                        })
                      : t('editCar.state', { state: t(`labels.status.${listing.status}`) })
                  }
                  description={
                    listing.status === 'approved'
                      ? t('editCar.approvedNote', { band: PRICE_BAND * 100 })
                      : t('editCar.otherNote')
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

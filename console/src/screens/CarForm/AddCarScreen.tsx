import { useVendorT } from '../../i18n/VendorI18n';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert, App, Button, Space } from 'antd';
import type { CarInput } from '@core/schemas/car';
import { uploadCarPhoto, useCreateCar } from '../../api/vendorCars';
import { useVendorSubscription } from '../../api/vendorSubscription';
import { useVendorProfile } from '../../api/vendorProfile';
import { effectiveTripTerms } from '@core/rules/tripTerms';
import { newCarFormValues } from '../../forms/carForm';
import { isPlanLimitError } from '../../forms/fieldErrors';
import { useProblems } from '../../i18n/problems';
import { CarForm } from './CarForm';
import { CarPhotos, moved } from './CarPhotos';
import { PlanLimitResult } from './PlanLimitResult';

interface LocalPhoto {
  key: string;
  url: string;
  file: File;
}

let nextKey = 0;

/**
 * /dashboard/add-car: the listing is created first (it starts pending), then its photos are
 * uploaded in the order chosen here, the first being the cover.
 */
export default function AddCarScreen() {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const t = useVendorT();
  const { problem } = useProblems();
  const createCar = useCreateCar();
  const [photos, setPhotos] = useState<LocalPhoto[]>([]);
  const [uploading, setUploading] = useState(false);
  const [initialValues] = useState(newCarFormValues);
  const subscription = useVendorSubscription();
  const companyTerms = useVendorProfile().data?.tripTerms;

  // The previews' object URLs are released when the screen goes away.
  useEffect(() => () => photos.forEach((photo) => URL.revokeObjectURL(photo.url)), [photos]);

  if (isPlanLimitError(createCar.error)) {
    return <PlanLimitResult detail={problem(createCar.error)} />;
  }

  const submit = async (input: CarInput) => {
    const car = await createCar.mutateAsync(input);
    setUploading(true);
    try {
      for (const photo of photos) await uploadCarPhoto(car.id, photo.file);
    } catch (error) {
      message.error(t('addCar.photoFailed', { problem: problem(error) }));
      navigate(`/dashboard/cars/${car.id}/edit`);
      return;
    } finally {
      setUploading(false);
    }
    if (car.status === 'draft') {
      message.success(t('addCar.draftSaved'));
      navigate(`/dashboard/cars/${car.id}/edit`);
      return;
    }
    message.success(t('addCar.saved'));
    navigate('/dashboard/cars');
  };

  // The plan's room is said before the vendor fills anything in; a full plan locks the form.
  const plan = subscription.data?.plan;
  const used = subscription.data?.usage.cars ?? 0;
  const full = subscription.data ? !subscription.data.can.addCar : false;
  const usage = plan ? t('addCar.planUsage', { used, count: plan.carLimit, plan: plan.name }) : '';
  const planNotice = plan && (full || subscription.data?.usage.nearLimit) && (
    <Alert
      type={full ? 'error' : 'warning'}
      showIcon
      title={full ? t('addCar.planFull', { usage }) : `${usage}.`}
      description={full ? t('addCar.planFullBody') : undefined}
      action={
        <Link to="/dashboard/subscribe">
          <Button size="small" type={full ? 'primary' : 'default'}>
            {t('addCar.seePlans')}
          </Button>
        </Link>
      }
    />
  );

  // Outside the form: its way to the plans stays open when the form is locked.
  return (
    <Space orientation="vertical" size="middle" className="screen">
      {planNotice}
      <CarForm
        initialValues={initialValues}
        submitLabel={t('addCar.submit')}
        onSubmit={submit}
        busy={createCar.isPending || uploading}
        locked={full}
        inheritedTripTerms={effectiveTripTerms(null, companyTerms)}
        unsavedBesideFields={photos.length > 0}
        notice={
          <Alert
            type="info"
            showIcon
            title={t('addCar.reviewTitle')}
            description={t('addCar.reviewBody')}
          />
        }
        photos={
          <CarPhotos
            photos={photos}
            onAdd={(file) =>
              setPhotos((current) => [
                ...current,
                { key: String(nextKey++), url: URL.createObjectURL(file), file },
              ])
            }
            onRemove={(key) => setPhotos((current) => current.filter((photo) => photo.key !== key))}
            onMove={(key, to) =>
              setPhotos((current) =>
                moved(
                  current,
                  current.findIndex((photo) => photo.key === key),
                  to,
                ),
              )
            }
          />
        }
      />
    </Space>
  );
}

import { useMemo } from 'react';
import { formatAed } from '@core/rules/pricing';
import { Link } from 'react-router';
import { createColumnHelper } from '@tanstack/react-table';
import { App, Button, Flex, Space, Switch, Tooltip, Typography } from 'antd';
import { LISTING_STATUSES } from '@core/enums';
import { useVendorT } from '../../i18n/VendorI18n';
import { useVendorLabels } from '../../i18n/vendorLabels';
import { VENDOR_CAR_SORTS, type VendorCar } from '@core/schemas/car';
import { LISTING_VISIBILITY_LABELS, listingVisibility } from '@core/rules/listingVisibility';
import { useDeleteCar, useUpdateCar, useVendorCars } from '../../api/vendorCars';
import { useVendorProfile } from '../../api/vendorProfile';
import { DataTable } from '../../components/DataTable';
import { DeleteButton } from '../../components/DeleteButton';
import { useVendorDates } from '../../i18n/vendorDates';
import { ListingReviewNote } from '../../components/ListingChanges';
import { ListingStatusTag } from '../../components/StatusTags';
import { oneOf, useUrlState } from '../../components/useUrlState';
import { StatusListToolbar } from '../../components/StatusListToolbar';
import { useProblems } from '../../i18n/problems';
import { carSortingState, carSortParam } from './carSort';
import { FeatureAction, FeaturedSlots } from './FeatureAction';
import { DuplicateAction } from './DuplicateAction';
import { useVendorSubscription } from '../../api/vendorSubscription';
import carsStrings from '../../i18n/locales/en/cars.json';
import labelsStrings from '../../i18n/locales/en/labels.json';
import { addEnglish } from '../../i18n/strings';

// This screen's English strings travel with its chunk (i18n/strings.ts).
addEnglish(carsStrings);
addEnglish(labelsStrings);

const column = createColumnHelper<VendorCar>();

/** /dashboard/cars: the company's listings, every state, paged and sorted by the server. */
export default function CarsScreen() {
  const { message } = App.useApp();
  const t = useVendorT();
  const { problem } = useProblems();
  const dates = useVendorDates();
  const labels = useVendorLabels();
  const url = useUrlState();
  const status = oneOf(LISTING_STATUSES, url.get('status'));
  const sort = oneOf(VENDOR_CAR_SORTS, url.get('sort'));
  const query = url.get('query');
  const cars = useVendorCars({ page: url.page, pageSize: url.pageSize, status, sort, query });
  const updateCar = useUpdateCar();
  // A suspended company's approved cars are off the site: each says so.
  const companyStatus = useVendorProfile().data?.status ?? 'active';
  const deleteCar = useDeleteCar();
  const subscription = useVendorSubscription().data;

  const columns = useMemo(
    () => [
      column.accessor('title', {
        header: t('cars.listing'),
        enableSorting: true,
        cell: ({ row: { original: car } }) => (
          <Flex gap={12} align="center" className="car-cell">
            {car.imageUrl ? (
              <img className="car-cell__photo" src={car.imageUrl} alt="" />
            ) : (
              <span className="car-cell__photo car-cell__photo--none">{t('cars.noPhoto')}</span>
            )}
            <span>
              <Link to={`/dashboard/cars/${car.id}/edit`}>{car.title}</Link>
              <br />
              <Typography.Text type="secondary">
                {labels.brand[car.brand]} {car.model} · {car.year}
              </Typography.Text>
            </span>
          </Flex>
        ),
      }),
      column.accessor('status', {
        header: t('cars.state'),
        cell: ({ row: { original: car } }) => (
          <Space orientation="vertical" size={2}>
            <ListingStatusTag status={car.status} />
            {car.status === 'rejected' && car.rejectionReason && (
              <Typography.Text type="danger" className="car-cell__reason">
                {car.rejectionReason}
              </Typography.Text>
            )}
            <ListingReviewNote car={car} />
            {listingVisibility(car, companyStatus) === 'company_suspended' && (
              <Typography.Text type="danger" className="car-cell__reason">
                {LISTING_VISIBILITY_LABELS.company_suspended}
              </Typography.Text>
            )}
          </Space>
        ),
      }),
      column.accessor('pricePerDay', {
        header: t('cars.perDay'),
        enableSorting: true,
        meta: { align: 'end', nowrap: true },
        cell: (info) => formatAed(info.getValue()),
      }),
      column.accessor('createdAt', {
        header: t('cars.added'),
        enableSorting: true,
        meta: { hideOnPhone: true, nowrap: true },
        cell: (info) => dates.date(info.getValue()),
      }),
      column.accessor('active', {
        header: t('cars.shown'),
        meta: { card: 'actions' },
        cell: ({ row: { original: car } }) => (
          <Tooltip title={car.active ? t('cars.shownTip') : t('cars.hiddenTip')}>
            <Switch
              size="small"
              checked={car.active}
              aria-label={t('cars.showAria', { title: car.title })}
              loading={updateCar.isPending && updateCar.variables?.id === car.id}
              onChange={(active) =>
                updateCar.mutate(
                  { id: car.id, patch: { active } },
                  {
                    onSuccess: () =>
                      message.success(active ? t('cars.switchedOn') : t('cars.switchedOff')),
                    onError: (error) => message.error(problem(error)),
                  },
                )
              }
            />
          </Tooltip>
        ),
      }),
      column.display({
        id: 'actions',
        header: '',
        meta: { align: 'end' },
        cell: ({ row: { original: car } }) => (
          <Space size={4} wrap>
            <FeatureAction car={car} compact />
            {car.can.edit && (
              <Link to={`/dashboard/cars/${car.id}/edit`}>
                <Button size="small">{t('cars.edit')}</Button>
              </Link>
            )}
            <DuplicateAction car={car} compact />
            <Link to={`/dashboard/cars/${car.id}/availability`}>
              <Button size="small" aria-label={t('cars.availabilityAria', { title: car.title })}>
                {t('cars.availability')}
              </Button>
            </Link>
            <Link to={`/dashboard/cars/${car.id}/analytics`}>
              <Button size="small" aria-label={`Analytics of ${car.title}`}>
                Analytics
              </Button>
            </Link>
            {car.can.delete && (
              <DeleteButton
                size="small"
                title={t('cars.deleteTitle')}
                description={t('cars.deleteBody')}
                onDelete={() => deleteCar.mutateAsync(car.id)}
                done={t('cars.deleted')}
              />
            )}
          </Space>
        ),
      }),
    ],
    [updateCar, deleteCar, message, companyStatus, t, labels, dates, problem],
  );

  const counts = cars.data?.counts;
  const all = counts ? Object.values(counts).reduce((sum, n) => sum + n, 0) : undefined;
  const label = (text: string, count: number | undefined) =>
    count === undefined ? text : `${text} (${count})`;

  return (
    <Space orientation="vertical" size="middle" className="screen">
      <StatusListToolbar
        url={url}
        status={status}
        allLabel={label(t('cars.all'), all)}
        statuses={LISTING_STATUSES.map((value) => ({
          value,
          label: label(t(`labels.status.${value}`), counts?.[value]),
        }))}
        search={{ placeholder: t('cars.searchPlaceholder'), label: t('cars.searchLabel') }}
        create={{ to: '/dashboard/add-car', label: t('cars.add') }}
      >
        <FeaturedSlots subscription={subscription} />
        <Link to="/dashboard/cars/import">
          <Button>{t('cars.import')}</Button>
        </Link>
      </StatusListToolbar>
      <DataTable
        aria-label={t('cars.listings')}
        columns={columns}
        {...url.list(cars)}
        rowId={(car) => car.id}
        sorting={carSortingState(sort)}
        onSortingChange={(sorting) => url.update({ sort: carSortParam(sorting) })}
        empty={
          <Typography.Text type="secondary">
            {query || status ? t('cars.noMatch') : t('cars.empty')}
          </Typography.Text>
        }
      />
    </Space>
  );
}

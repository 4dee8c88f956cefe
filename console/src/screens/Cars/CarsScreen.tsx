import { useMemo } from 'react';
import { formatAed } from '@core/rules/pricing';
import { Link } from 'react-router';
import { createColumnHelper } from '@tanstack/react-table';
import { App, Button, Flex, Space, Switch, Tooltip, Typography } from 'antd';
import { BRAND_LABELS, LISTING_STATUSES, LISTING_STATUS_LABELS } from '@core/enums';
import { VENDOR_CAR_SORTS, type VendorCar } from '@core/schemas/car';
import { LISTING_VISIBILITY_LABELS, listingVisibility } from '@core/rules/listingVisibility';
import { useDeleteCar, useUpdateCar, useVendorCars } from '../../api/vendorCars';
import { useVendorProfile } from '../../api/vendorProfile';
import { DataTable } from '../../components/DataTable';
import { DeleteButton } from '../../components/DeleteButton';
import { formatDate } from '../../components/format';
import { ListingReviewNote } from '../../components/ListingChanges';
import { ListingStatusTag } from '../../components/StatusTags';
import { oneOf, useUrlState } from '../../components/useUrlState';
import { StatusListToolbar } from '../../components/StatusListToolbar';
import { problemMessage } from '../../forms/fieldErrors';
import { carSortingState, carSortParam } from './carSort';
import { FeatureAction, FeaturedSlots } from './FeatureAction';
import { DuplicateAction } from './DuplicateAction';
import { useVendorSubscription } from '../../api/vendorSubscription';

const column = createColumnHelper<VendorCar>();

/** /dashboard/cars: the company's listings, every state, paged and sorted by the server. */
export default function CarsScreen() {
  const { message } = App.useApp();
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
        header: 'Listing',
        enableSorting: true,
        cell: ({ row: { original: car } }) => (
          <Flex gap={12} align="center" className="car-cell">
            {car.imageUrl ? (
              <img className="car-cell__photo" src={car.imageUrl} alt="" />
            ) : (
              <span className="car-cell__photo car-cell__photo--none">No photo</span>
            )}
            <span>
              <Link to={`/dashboard/cars/${car.id}/edit`}>{car.title}</Link>
              <br />
              <Typography.Text type="secondary">
                {BRAND_LABELS[car.brand]} {car.model} · {car.year}
              </Typography.Text>
            </span>
          </Flex>
        ),
      }),
      column.accessor('status', {
        header: 'State',
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
        header: 'Per day',
        enableSorting: true,
        meta: { align: 'right', nowrap: true },
        cell: (info) => formatAed(info.getValue()),
      }),
      column.accessor('createdAt', {
        header: 'Added',
        enableSorting: true,
        meta: { hideOnPhone: true, nowrap: true },
        cell: (info) => formatDate(info.getValue()),
      }),
      column.accessor('active', {
        header: 'Shown',
        meta: { card: 'actions' },
        cell: ({ row: { original: car } }) => (
          <Tooltip
            title={
              car.active
                ? 'Shown to renters once approved. Switch off to hide it.'
                : 'Hidden from renters'
            }
          >
            <Switch
              size="small"
              checked={car.active}
              aria-label={`Show ${car.title} to renters`}
              loading={updateCar.isPending && updateCar.variables?.id === car.id}
              onChange={(active) =>
                updateCar.mutate(
                  { id: car.id, patch: { active } },
                  {
                    onSuccess: () =>
                      message.success(active ? 'Listing switched on' : 'Listing switched off'),
                    onError: (error) => message.error(problemMessage(error)),
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
        meta: { align: 'right' },
        cell: ({ row: { original: car } }) => (
          <Space size={4} wrap>
            <FeatureAction car={car} compact />
            {car.can.edit && (
              <Link to={`/dashboard/cars/${car.id}/edit`}>
                <Button size="small">Edit</Button>
              </Link>
            )}
            <DuplicateAction car={car} compact />
            <Link to={`/dashboard/cars/${car.id}/availability`}>
              <Button size="small" aria-label={`Availability of ${car.title}`}>
                Availability
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
                title="Delete this listing?"
                description="Its photos go with it. This cannot be undone."
                onDelete={() => deleteCar.mutateAsync(car.id)}
                done="Listing deleted"
              />
            )}
          </Space>
        ),
      }),
    ],
    [updateCar, deleteCar, message, companyStatus],
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
        allLabel={label('All', all)}
        statuses={LISTING_STATUSES.map((value) => ({
          value,
          label: label(LISTING_STATUS_LABELS[value], counts?.[value]),
        }))}
        search={{ placeholder: 'Search title or model', label: 'Search listings' }}
        create={{ to: '/dashboard/add-car', label: 'Add a car' }}
      >
        <FeaturedSlots subscription={subscription} />
        <Link to="/dashboard/cars/import">
          <Button>Import from a spreadsheet</Button>
        </Link>
      </StatusListToolbar>
      <DataTable
        aria-label="Listings"
        columns={columns}
        {...url.list(cars)}
        rowId={(car) => car.id}
        sorting={carSortingState(sort)}
        onSortingChange={(sorting) => url.update({ sort: carSortParam(sorting) })}
        empty={
          <Typography.Text type="secondary">
            {query || status ? 'No listing matches.' : 'No listings yet. Add your first car.'}
          </Typography.Text>
        }
      />
    </Space>
  );
}

import { useState } from 'react';
import { formatAed } from '@core/rules/pricing';
import { createColumnHelper } from '@tanstack/react-table';
import { App, Button, Checkbox, Empty, Flex, Segmented } from 'antd';
import { LISTING_STATUS_LABELS, LISTING_STATUSES, type ListingStatus } from '@core/enums';
import type { AdminListing } from '@core/schemas/admin';
import {
  useAdminListings,
  useApproveListing,
  useBulkApprove,
  useRejectListing,
} from '../../api/admin/listings';
import { DataTable } from '../../components/DataTable';
import { formatShortDateTime } from '../../components/format';
import { oneOf, useUrlState } from '../../components/useUrlState';
import { UrlSearch } from '../../components/UrlSearch';
import { problemMessage } from '../../forms/fieldErrors';
import { ListingChangesDiff } from '../../components/ListingChanges';
import { ListingPreview } from './ListingPreview';
import { ReasonModal } from './ReasonModal';
import { QueueKeysHint, QueueRow, ReviewSplit, useReviewQueue } from './reviewQueue';

const column = createColumnHelper<AdminListing>();
const REVIEWED: ListingStatus[] = LISTING_STATUSES.filter((s) => s !== 'draft');

/**
 * /admin/approve-listings: the queue (pending, waiting longest first) beside a renter-like
 * preview of the listing in hand. Approve, reject with a reason, bulk approve the ticked ones;
 * keys j / k move, a approves, r rejects.
 */
export default function ApproveListingsScreen() {
  const url = useUrlState();
  const status = oneOf(REVIEWED, url.get('status')) ?? 'pending';
  const q = url.get('q');
  const listings = useAdminListings({ status, q, page: url.page, pageSize: url.pageSize });
  const approve = useApproveListing();
  const reject = useRejectListing();
  const bulk = useBulkApprove();
  const { message } = App.useApp();
  const [ticked, setTicked] = useState<number[]>([]);
  const [rejecting, setRejecting] = useState<AdminListing | null>(null);

  const items = listings.data?.items ?? [];
  const canApprove = (listing?: AdminListing) => listing?.can.approve;
  const canReject = (listing?: AdminListing) => listing?.can.reject;
  const { current, setCurrentId, select, decided, pane } = useReviewQueue(items, {
    approve: () => approveCurrent(),
    reject: () => rejectCurrent(),
  });
  async function approveCurrent() {
    if (!current || !canApprove(current) || approve.isPending) return;
    try {
      // The revision reviewed: changes the vendor made since are refused (409), never approved unseen.
      await approve.mutateAsync({ id: current.id, revision: current.pendingChanges?.revision });
      decided(`${current.pendingChanges ? 'Changes approved' : 'Approved'}: ${current.title}`);
    } catch (error) {
      message.error(problemMessage(error));
    }
  }
  function rejectCurrent() {
    if (canReject(current)) setRejecting(current!);
  }

  const columns = [
    column.display({
      id: 'tick',
      // On a phone's card the tick sits with the actions, under the listing.
      meta: { card: 'actions' },
      header: () => (
        <Checkbox
          aria-label="Tick every listing on this page"
          checked={items.length > 0 && ticked.length === items.length}
          indeterminate={ticked.length > 0 && ticked.length < items.length}
          onChange={(e) => setTicked(e.target.checked ? items.map((i) => i.id) : [])}
          disabled={status !== 'pending'}
        />
      ),
      cell: ({ row }) => (
        <Checkbox
          aria-label={`Tick ${row.original.title}`}
          checked={ticked.includes(row.original.id)}
          disabled={status !== 'pending'}
          onChange={(e) =>
            setTicked((list) =>
              e.target.checked
                ? [...list, row.original.id]
                : list.filter((id) => id !== row.original.id),
            )
          }
        />
      ),
    }),
    column.accessor('title', {
      header: 'Listing',
      meta: { card: 'title' },
      cell: ({ row }) => (
        <QueueRow
          title={row.original.title}
          sub={`${row.original.pendingChanges ? 'Changes · ' : ''}${formatAed(row.original.pricePerDay)} a day · ${row.original.company.name}`}
          current={row.original.id === current?.id}
          onSelect={() => select(row.original.id)}
        />
      ),
    }),
    column.accessor('updatedAt', {
      header: status === 'pending' ? 'Waiting since' : 'Changed',
      meta: { nowrap: true, hideOnPhone: true },
      cell: ({ row: { original } }) =>
        formatShortDateTime(
          status === 'pending' ? (original.waitingSince ?? original.updatedAt) : original.updatedAt,
        ),
    }),
  ];

  const reviewActions = current
    ? [
        <Button
          key="approve"
          type="primary"
          disabled={!canApprove(current)}
          loading={approve.isPending}
          onClick={approveCurrent}
        >
          Approve (a)
        </Button>,
        <Button key="reject" danger disabled={!canReject(current)} onClick={rejectCurrent}>
          Reject… (r)
        </Button>,
        ...(current.status === 'approved'
          ? [
              <a key="site" href={`/cars/${current.id}`} target="_blank" rel="noreferrer">
                Open on the site
              </a>,
            ]
          : []),
      ]
    : undefined;
  const reviewContent = current ? (
    <>
      {current.pendingChanges && <ListingChangesDiff changes={current.pendingChanges} heading />}
      <ListingPreview listing={current} />
    </>
  ) : (
    <Empty description="No listing" />
  );

  return (
    <Flex vertical gap={16} className="screen">
      <Flex gap={12} wrap align="center">
        <Segmented
          value={status}
          options={REVIEWED.map((value) => ({
            value,
            label: `${LISTING_STATUS_LABELS[value]} (${listings.data?.counts[value] ?? 0})`,
          }))}
          onChange={(value) => {
            setTicked([]);
            setCurrentId(null);
            url.update({ status: value === 'pending' ? undefined : value });
          }}
        />
        <UrlSearch
          url={url}
          param="q"
          placeholder="Title, model or company"
          label="Search listings"
          width={320}
        />
        {status === 'pending' && (
          <Button
            disabled={ticked.length === 0}
            loading={bulk.isPending}
            onClick={async () => {
              try {
                const result = await bulk.mutateAsync(ticked);
                setTicked([]);
                message.success(
                  `Approved ${result.approved.length}` +
                    (result.skipped.length ? `, ${result.skipped.length} skipped` : ''),
                );
              } catch (error) {
                message.error(problemMessage(error));
              }
            }}
          >
            Approve ticked ({ticked.length})
          </Button>
        )}
        <QueueKeysHint />
      </Flex>
      <ReviewSplit
        pane={pane}
        listSpan={11}
        title={pane.overlay ? current?.title : undefined}
        actions={reviewActions}
        list={
          <DataTable
            aria-label="Listings"
            columns={columns}
            data={items}
            rowId={(row) => row.id}
            loading={listings.isFetching}
            error={listings.error}
            paging={url.paging(listings.data?.total)}
            empty={
              <Empty description={status === 'pending' ? 'Nothing waits for review' : 'None'} />
            }
          />
        }
      >
        {reviewContent}
      </ReviewSplit>
      <ReasonModal
        open={rejecting !== null}
        title={`Reject ${rejecting?.pendingChanges ? 'the changes to ' : ''}“${rejecting?.title ?? ''}”`}
        okText={rejecting?.pendingChanges ? 'Reject changes' : 'Reject listing'}
        hint={
          rejecting?.pendingChanges
            ? 'The approved version stays public; the rental company reads this reason.'
            : 'The rental company reads this reason beside its listing.'
        }
        onCancel={() => setRejecting(null)}
        onSubmit={async (reason) => {
          // Errors stay in the dialog (a 400 names the reason field).
          await reject.mutateAsync({
            id: rejecting!.id,
            reason,
            revision: rejecting!.pendingChanges?.revision,
          });
          decided(`Rejected: ${rejecting!.title}`);
        }}
      />
    </Flex>
  );
}

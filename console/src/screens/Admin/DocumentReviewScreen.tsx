import { useState } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import { App, Button, Empty, Flex, Segmented, Space, Tag, Typography } from 'antd';
import { DOCUMENT_KIND_LABELS, DOCUMENT_STATUS_LABELS } from '@core/enums';
import {
  ADMIN_DOCUMENT_FILTERS,
  type AdminDocument,
  type AdminDocumentFilter,
} from '@core/schemas/admin';
import { useAdminDocuments, useDocumentDecision } from '../../api/admin/documents';
import { DataTable } from '../../components/DataTable';
import { formatDate, formatDateTime } from '../../components/format';
import { DocumentStatusTag } from '../../components/StatusTags';
import { oneOf, useUrlState } from '../../components/useUrlState';
import { problemMessage } from '../../forms/fieldErrors';
import { CompanyLink } from './CompanyLink';
import { ReasonModal } from './ReasonModal';
import { QueueKeysHint, QueueRow, ReviewSplit, useReviewQueue } from './reviewQueue';

const column = createColumnHelper<AdminDocument>();
const FILTER_LABELS: Record<AdminDocumentFilter, string> = {
  ...DOCUMENT_STATUS_LABELS,
  pending: 'To review',
  expiring: 'Expiring within 30 days',
  expired: 'Expired',
};

function ExpiryFlags({ doc }: { doc: AdminDocument }) {
  return (
    <>
      {doc.expired && <Tag color="red">Expired</Tag>}
      {doc.expiringSoon && <Tag color="orange">Expiring soon</Tag>}
    </>
  );
}

/** The file itself: an image inline, a PDF in a frame of the admin file URL. */
function DocumentViewer({ doc }: { doc: AdminDocument }) {
  if (!doc.fileUrl) {
    return <Empty description="Checked outside the product: no file stored" />;
  }
  if (doc.mime === 'application/pdf') {
    return (
      <iframe
        className="document-viewer document-viewer--pdf"
        src={doc.fileUrl}
        title={`${DOCUMENT_KIND_LABELS[doc.kind]} of ${doc.company.name}`}
      />
    );
  }
  return (
    <img
      className="document-viewer document-viewer--image"
      src={doc.fileUrl}
      alt={`${DOCUMENT_KIND_LABELS[doc.kind]} of ${doc.company.name}`}
    />
  );
}

/** /admin/document-review: the queue beside the document; approve or reject with a reason. */
export default function DocumentReviewScreen() {
  const url = useUrlState();
  const status = oneOf(ADMIN_DOCUMENT_FILTERS, url.get('status')) ?? 'pending';
  // `companyId` narrows the queue to one company (the companies screen links here with it).
  const companyId = Number(url.get('companyId')) || undefined;
  const documents = useAdminDocuments({
    status,
    companyId,
    page: url.page,
    pageSize: url.pageSize,
  });
  const decision = useDocumentDecision();
  const { message } = App.useApp();
  const [rejecting, setRejecting] = useState<AdminDocument | null>(null);

  const items = documents.data?.items ?? [];
  const { current, setCurrentId, select, decided, pane } = useReviewQueue(items, {
    approve: () => approveCurrent(),
    reject: () => rejectCurrent(),
  });
  async function approveCurrent() {
    if (!current || !current.can.approve || decision.isPending) return;
    try {
      await decision.mutateAsync({ id: current.id });
      decided(`Approved: ${DOCUMENT_KIND_LABELS[current.kind]} of ${current.company.name}`);
    } catch (error) {
      message.error(problemMessage(error));
    }
  }
  function rejectCurrent() {
    if (current?.can.reject) setRejecting(current);
  }

  const columns = [
    column.accessor('kind', {
      header: 'Document',
      cell: ({ row }) => (
        <QueueRow
          title={DOCUMENT_KIND_LABELS[row.original.kind]}
          sub={row.original.company.name}
          current={row.original.id === current?.id}
          onSelect={() => select(row.original.id)}
        />
      ),
    }),
    column.accessor('status', {
      header: 'State',
      cell: ({ row }) => (
        <Space size={4} wrap>
          <DocumentStatusTag status={row.original.status} />
          <ExpiryFlags doc={row.original} />
        </Space>
      ),
    }),
    column.accessor('expiresOn', {
      header: 'Expires',
      meta: { nowrap: true, hideOnPhone: true },
      cell: (info) => (info.getValue() ? formatDate(info.getValue()!) : '—'),
    }),
  ];

  return (
    <Flex vertical gap={16} className="screen">
      <Flex gap={12} wrap align="center">
        <Segmented
          value={status}
          options={ADMIN_DOCUMENT_FILTERS.map((value) => ({
            value,
            label: `${FILTER_LABELS[value]} (${documents.data?.counts[value] ?? 0})`,
          }))}
          onChange={(value) => {
            setCurrentId(null);
            url.update({ status: value === 'pending' ? undefined : value });
          }}
        />
        {companyId && (
          <Tag closable onClose={() => url.update({ companyId: undefined })}>
            {items[0]?.company.name ?? `Company #${companyId}`} only
          </Tag>
        )}
        <QueueKeysHint />
      </Flex>
      <ReviewSplit
        pane={pane}
        listSpan={9}
        title={
          current ? (
            <Space wrap>
              {DOCUMENT_KIND_LABELS[current.kind]} · <CompanyLink company={current.company} />
              <DocumentStatusTag status={current.status} />
              <ExpiryFlags doc={current} />
            </Space>
          ) : undefined
        }
        extra={
          current?.fileUrl ? (
            <a href={current.fileUrl} target="_blank" rel="noreferrer">
              Open file
            </a>
          ) : undefined
        }
        actions={
          current
            ? [
                <Button
                  key="approve"
                  type="primary"
                  disabled={!current.can.approve}
                  loading={decision.isPending}
                  onClick={approveCurrent}
                >
                  Approve (a)
                </Button>,
                <Button key="reject" danger disabled={!current.can.reject} onClick={rejectCurrent}>
                  Reject… (r)
                </Button>,
              ]
            : undefined
        }
        list={
          <DataTable
            aria-label="Documents"
            columns={columns}
            data={items}
            rowId={(row) => row.id}
            loading={documents.isFetching}
            error={documents.error}
            paging={url.paging(documents.data?.total)}
            empty={<Empty description="Nothing here" />}
          />
        }
      >
        {current ? (
          <Flex vertical gap={12}>
            <Typography.Text type="secondary">
              {current.originalName} · sent {formatDateTime(current.createdAt)}
              {current.expiresOn && ` · valid until ${formatDate(current.expiresOn)}`}
              {current.reviewNote && ` · note: ${current.reviewNote}`}
            </Typography.Text>
            <DocumentViewer doc={current} />
          </Flex>
        ) : (
          <Empty description="No document" />
        )}
      </ReviewSplit>
      <ReasonModal
        open={rejecting !== null}
        title={`Reject ${rejecting ? DOCUMENT_KIND_LABELS[rejecting.kind] : ''}`}
        okText="Reject document"
        hint="The rental company reads this reason beside its document."
        onCancel={() => setRejecting(null)}
        onSubmit={async (reason) => {
          await decision.mutateAsync({ id: rejecting!.id, reason });
          decided(
            `Rejected: ${DOCUMENT_KIND_LABELS[rejecting!.kind]} of ${rejecting!.company.name}`,
          );
        }}
      />
    </Flex>
  );
}

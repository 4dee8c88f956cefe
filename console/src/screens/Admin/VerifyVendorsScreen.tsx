import { useState } from 'react';
import { Link } from 'react-router';
import { createColumnHelper } from '@tanstack/react-table';
import { App, Button, Flex, Segmented, Space, Tag, Tooltip, Typography } from 'antd';
import { DOCUMENT_KIND_LABELS, EMIRATE_LABELS, VERIFICATION_STATUS_LABELS } from '@core/enums';
import {
  ADMIN_VENDOR_FILTERS,
  type AdminVendor,
  type AdminVendorFilter,
} from '@core/schemas/admin';
import { useAdminVendors, useVendorDecision, type VendorDecision } from '../../api/admin/vendors';
import { DataTable } from '../../components/DataTable';
import { formatDate } from '../../components/format';
import { DocumentStatusTag } from '../../components/StatusTags';
import { oneOf, useUrlState } from '../../components/useUrlState';
import { UrlSearch } from '../../components/UrlSearch';
import { problemMessage } from '../../forms/fieldErrors';
import { CompanyLink } from './CompanyLink';
import { ReasonModal } from './ReasonModal';

const column = createColumnHelper<AdminVendor>();
const FILTER_LABELS: Record<AdminVendorFilter, string> = {
  ...VERIFICATION_STATUS_LABELS,
  pending: 'Awaiting verification',
  suspended: 'Suspended',
};
const VERIFICATION_COLORS = {
  verified: 'green',
  pending: 'gold',
  rejected: 'red',
  unverified: 'default',
};

/** /admin/verify-vendors: companies with their documents; verify, reject, suspend, reinstate. */
export default function VerifyVendorsScreen() {
  const url = useUrlState();
  const status = oneOf(ADMIN_VENDOR_FILTERS, url.get('status')) ?? 'pending';
  const q = url.get('q');
  const vendors = useAdminVendors({ status, q, page: url.page, pageSize: url.pageSize });
  const decision = useVendorDecision();
  const { message } = App.useApp();
  const [asking, setAsking] = useState<{
    vendor: AdminVendor;
    decision: 'reject' | 'suspend';
  } | null>(null);

  const decide = async (vendor: AdminVendor, kind: VendorDecision) => {
    try {
      await decision.mutateAsync({ id: vendor.id, decision: kind });
      message.success(`${vendor.name}: ${kind === 'verify' ? 'verified' : 'reinstated'}`);
    } catch (error) {
      message.error(problemMessage(error));
    }
  };

  const columns = [
    column.accessor('name', {
      header: 'Company',
      cell: ({ row }) => (
        <Space orientation="vertical" size={0}>
          <strong>
            <CompanyLink company={row.original} />
          </strong>
          <Typography.Text type="secondary">
            {row.original.owner?.email ?? row.original.email} ·{' '}
            {EMIRATE_LABELS[row.original.emirate]}
          </Typography.Text>
          {row.original.suspensionReason && (
            <Typography.Text type="danger">
              Suspended: {row.original.suspensionReason}
            </Typography.Text>
          )}
        </Space>
      ),
    }),
    column.accessor('verificationStatus', {
      header: 'Verification',
      cell: ({ row }) => (
        <Space size={4} wrap>
          <Tag color={VERIFICATION_COLORS[row.original.verificationStatus]}>
            {VERIFICATION_STATUS_LABELS[row.original.verificationStatus]}
          </Tag>
          {row.original.status === 'suspended' && <Tag color="red">Suspended</Tag>}
        </Space>
      ),
    }),
    column.accessor('documents', {
      header: 'Documents',
      meta: { hideOnPhone: true },
      cell: ({ row }) => (
        <Flex vertical gap={4}>
          {row.original.documents.map((doc) => (
            <span key={doc.id}>
              {DOCUMENT_KIND_LABELS[doc.kind]} <DocumentStatusTag status={doc.status} />
              {doc.expired && <Tag color="red">Expired</Tag>}
              {doc.expiringSoon && (
                <Tooltip title={`Ends ${formatDate(doc.expiresOn!)}`}>
                  <Tag color="orange">Expiring soon</Tag>
                </Tooltip>
              )}
            </span>
          ))}
          {row.original.documents.length > 0 && (
            <Link to={`/admin/document-review?status=pending&companyId=${row.original.id}`}>
              Review its documents
            </Link>
          )}
          {row.original.missingDocuments.length > 0 && (
            <Typography.Text type="secondary">
              Missing:{' '}
              {row.original.missingDocuments.map((k) => DOCUMENT_KIND_LABELS[k]).join(', ')}
            </Typography.Text>
          )}
        </Flex>
      ),
    }),
    column.accessor('carCount', { header: 'Cars', meta: { align: 'end', hideOnPhone: true } }),
    column.display({
      id: 'actions',
      header: 'Decision',
      cell: ({ row }) => {
        const vendor = row.original;
        return (
          <Space wrap>
            {vendor.can.verify && (
              <Button size="small" type="primary" onClick={() => decide(vendor, 'verify')}>
                Verify
              </Button>
            )}
            {vendor.can.reject && (
              <Button size="small" danger onClick={() => setAsking({ vendor, decision: 'reject' })}>
                Reject…
              </Button>
            )}
            {vendor.can.reinstate && (
              <Button size="small" onClick={() => decide(vendor, 'reinstate')}>
                Reinstate
              </Button>
            )}
            {vendor.can.suspend && (
              <Button
                size="small"
                danger
                type="text"
                onClick={() => setAsking({ vendor, decision: 'suspend' })}
              >
                Suspend…
              </Button>
            )}
          </Space>
        );
      },
    }),
  ];

  return (
    <Flex vertical gap={16} className="screen">
      <Flex gap={12} wrap>
        <Segmented
          value={status}
          options={ADMIN_VENDOR_FILTERS.map((value) => ({
            value,
            label: `${FILTER_LABELS[value]} (${vendors.data?.counts[value] ?? 0})`,
          }))}
          onChange={(value) => url.update({ status: value === 'pending' ? undefined : value })}
        />
        <UrlSearch
          url={url}
          param="q"
          placeholder="Name, e-mail or phone"
          label="Search companies"
          width={300}
        />
      </Flex>
      <DataTable
        aria-label="Rental companies"
        columns={columns}
        {...url.list(vendors)}
        rowId={(row) => row.id}
      />
      <ReasonModal
        open={asking !== null}
        title={
          asking?.decision === 'suspend'
            ? `Suspend ${asking.vendor.name}`
            : `Reject the documents of ${asking?.vendor.name ?? ''}`
        }
        okText={asking?.decision === 'suspend' ? 'Suspend company' : 'Reject documents'}
        hint={
          asking?.decision === 'suspend'
            ? 'Its cars leave the public site at once, until it is reinstated.'
            : 'Each waiting document is refused with this reason; the company reads it.'
        }
        onCancel={() => setAsking(null)}
        onSubmit={async (reason) => {
          await decision.mutateAsync({ id: asking!.vendor.id, decision: asking!.decision, reason });
          message.success(
            `${asking!.vendor.name}: ${asking!.decision === 'suspend' ? 'suspended' : 'rejected'}`,
          );
        }}
      />
    </Flex>
  );
}

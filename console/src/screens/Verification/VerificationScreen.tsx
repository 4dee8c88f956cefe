import { useMemo, useState } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import {
  Alert,
  App,
  Button,
  Card,
  Col,
  DatePicker,
  Flex,
  Row,
  Space,
  Tag,
  Typography,
  Upload,
} from 'antd';
import { DOCUMENT_KINDS, DOCUMENT_KIND_LABELS, type DocumentKind } from '@core/enums';
import { REQUIRED_DOCUMENT_KINDS } from '@core/rules/verification';
import {
  ACCEPTED_DOCUMENT_TYPES,
  MAX_DOCUMENT_BYTES,
  type VendorDocument,
} from '@core/schemas/document';
import {
  useUploadDocument,
  useVendorDocuments,
  vendorDocumentFileUrl,
} from '../../api/vendorDocuments';
import { useVendorProfile } from '../../api/vendorProfile';
import { DataTable } from '../../components/DataTable';
import { formatDate } from '../../components/format';
import { QueryState } from '../../components/QueryState';
import { DocumentStatusTag } from '../../components/StatusTags';
import { fieldErrorsFromApi, problemMessage } from '../../forms/fieldErrors';

const column = createColumnHelper<VendorDocument>();

/** One kind of document: its newest copy's state, and a new upload. */
function DocumentCard({ kind, latest }: { kind: DocumentKind; latest?: VendorDocument }) {
  const { message } = App.useApp();
  const upload = useUploadDocument();
  const [expiresOn, setExpiresOn] = useState<string>();
  const required = REQUIRED_DOCUMENT_KINDS.includes(kind);
  const fields = fieldErrorsFromApi(upload.error);

  return (
    <Card
      size="small"
      className="fill"
      title={DOCUMENT_KIND_LABELS[kind]}
      extra={required ? <Tag>Required</Tag> : <Tag color="default">Optional</Tag>}
    >
      <Space orientation="vertical" size="small" style={{ width: '100%' }}>
        {latest ? (
          <Flex gap={8} wrap align="center">
            <DocumentStatusTag status={latest.status} />
            <Typography.Text type="secondary">
              {latest.originalName}
              {latest.expiresOn ? ` · valid until ${formatDate(latest.expiresOn)}` : ''}
            </Typography.Text>
          </Flex>
        ) : (
          <Typography.Text type="secondary">Not uploaded yet</Typography.Text>
        )}
        {latest?.status === 'rejected' && latest.reviewNote && (
          <Alert type="error" showIcon title={`Reason: ${latest.reviewNote}`} />
        )}
        <Flex gap={8} wrap>
          <DatePicker
            placeholder="Expiry date"
            aria-label={`${DOCUMENT_KIND_LABELS[kind]} expiry date`}
            onChange={(_, text) =>
              setExpiresOn(typeof text === 'string' && text ? text : undefined)
            }
            status={fields?.expiresOn ? 'error' : undefined}
          />
          <Upload
            accept={ACCEPTED_DOCUMENT_TYPES.join(',')}
            showUploadList={false}
            beforeUpload={(file) => {
              if (file.size > MAX_DOCUMENT_BYTES) {
                message.error('The file is larger than 15 MB');
                return false;
              }
              upload.mutate(
                { kind, file, expiresOn },
                {
                  onSuccess: () =>
                    message.success(`${DOCUMENT_KIND_LABELS[kind]} uploaded for review`),
                  onError: (error) => message.error(problemMessage(error)),
                },
              );
              return false;
            }}
          >
            <Button type={latest ? 'default' : 'primary'} loading={upload.isPending}>
              {latest ? 'Upload a new copy' : 'Upload'}
            </Button>
          </Upload>
        </Flex>
        {fields?.expiresOn && <Typography.Text type="danger">{fields.expiresOn}</Typography.Text>}
      </Space>
    </Card>
  );
}

/** /dashboard/verification: the documents that earn the Verified badge, and their review. */
export default function VerificationScreen() {
  const documents = useVendorDocuments();
  const profile = useVendorProfile();
  const columns = useMemo(
    () => [
      column.accessor('kind', {
        header: 'Document',
        cell: (info) => DOCUMENT_KIND_LABELS[info.getValue()],
      }),
      column.accessor('originalName', {
        header: 'File',
        cell: ({ row: { original: doc } }) =>
          doc.hasFile ? (
            <a href={vendorDocumentFileUrl(doc.id)} target="_blank" rel="noreferrer">
              {doc.originalName}
            </a>
          ) : (
            doc.originalName
          ),
      }),
      column.accessor('createdAt', {
        header: 'Uploaded',
        cell: (info) => formatDate(info.getValue()),
      }),
      column.accessor('expiresOn', {
        header: 'Valid until',
        cell: (info) => (info.getValue() ? formatDate(info.getValue()!) : '—'),
      }),
      column.accessor('status', {
        header: 'State',
        cell: ({ row: { original: doc } }) => (
          <Space orientation="vertical" size={2}>
            <DocumentStatusTag status={doc.status} />
            {doc.reviewNote && <Typography.Text type="secondary">{doc.reviewNote}</Typography.Text>}
          </Space>
        ),
      }),
    ],
    [],
  );

  return (
    <QueryState query={documents}>
      {({ items, missing }) => (
        <Space orientation="vertical" size="middle" className="screen">
          {profile.data?.verified ? (
            <Alert
              type="success"
              showIcon
              title="Your company is verified"
              description="Renters see the Verified badge on your profile and listings."
            />
          ) : (
            <Alert
              type="info"
              showIcon
              title="Not verified yet"
              description={
                missing.length
                  ? `Still needed: ${missing.map((kind) => DOCUMENT_KIND_LABELS[kind]).join(', ')}. Our team reviews each document, usually within a working day.`
                  : 'Your documents are with our team for review.'
              }
            />
          )}
          <Row gutter={[16, 16]}>
            {DOCUMENT_KINDS.map((kind) => (
              <Col key={kind} xs={24} md={12}>
                <DocumentCard kind={kind} latest={items.find((doc) => doc.kind === kind)} />
              </Col>
            ))}
          </Row>
          <Typography.Title level={5} style={{ margin: 0 }}>
            Everything you sent
          </Typography.Title>
          <DataTable
            aria-label="Documents"
            columns={columns}
            data={items}
            rowId={(doc) => doc.id}
            empty={<Typography.Text type="secondary">No documents yet.</Typography.Text>}
          />
        </Space>
      )}
    </QueryState>
  );
}

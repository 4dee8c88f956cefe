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
import { DOCUMENT_KINDS, type DocumentKind } from '@core/enums';
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
import { QueryState } from '../../components/QueryState';
import { DocumentStatusTag } from '../../components/StatusTags';
import { fieldErrorsFromApi } from '../../forms/fieldErrors';
import verificationStrings from '../../i18n/locales/en/verification.json';
import labelsStrings from '../../i18n/locales/en/labels.json';
import { useFieldProblems } from '../../i18n/fieldProblems';
import { useProblems } from '../../i18n/problems';
import { addEnglish } from '../../i18n/strings';
import { useVendorDates } from '../../i18n/vendorDates';
import { useVendorT } from '../../i18n/VendorI18n';

addEnglish(verificationStrings);
addEnglish(labelsStrings);

const column = createColumnHelper<VendorDocument>();

/** One kind of document: its newest copy's state, and a new upload. */
function DocumentCard({ kind, latest }: { kind: DocumentKind; latest?: VendorDocument }) {
  const { message } = App.useApp();
  const t = useVendorT();
  const dates = useVendorDates();
  const problems = { ...useProblems(), ...useFieldProblems() };
  const upload = useUploadDocument();
  const [expiresOn, setExpiresOn] = useState<string>();
  const required = REQUIRED_DOCUMENT_KINDS.includes(kind);
  const fields = fieldErrorsFromApi(upload.error);
  const name = t(`labels.document.${kind}`);

  return (
    <Card
      size="small"
      className="fill"
      title={name}
      extra={
        required ? (
          <Tag>{t('verification.required')}</Tag>
        ) : (
          <Tag color="default">{t('verification.optional')}</Tag>
        )
      }
    >
      <Space orientation="vertical" size="small" style={{ width: '100%' }}>
        {latest ? (
          <Flex gap={8} wrap align="center">
            <DocumentStatusTag status={latest.status} />
            <Typography.Text type="secondary">
              <bdi>{latest.originalName}</bdi>
              {latest.expiresOn
                ? t('verification.validUntil', { date: dates.date(latest.expiresOn) })
                : ''}
            </Typography.Text>
          </Flex>
        ) : (
          <Typography.Text type="secondary">{t('verification.notUploaded')}</Typography.Text>
        )}
        {latest?.status === 'rejected' && latest.reviewNote && (
          <Alert
            type="error"
            showIcon
            title={t('verification.reason', { note: latest.reviewNote })}
          />
        )}
        <Flex gap={8} wrap>
          <DatePicker
            placeholder={t('verification.expiry')}
            aria-label={t('verification.expiryAria', { document: name })}
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
                message.error(t('verification.tooLarge'));
                return false;
              }
              upload.mutate(
                { kind, file, expiresOn },
                {
                  onSuccess: () => message.success(t('verification.uploaded', { document: name })),
                  onError: (error) => message.error(problems.problem(error)),
                },
              );
              return false;
            }}
          >
            <Button type={latest ? 'default' : 'primary'} loading={upload.isPending}>
              {latest ? t('verification.uploadNew') : t('verification.upload')}
            </Button>
          </Upload>
        </Flex>
        {fields?.expiresOn && (
          <Typography.Text type="danger">{problems.field(fields.expiresOn)}</Typography.Text>
        )}
      </Space>
    </Card>
  );
}

/** /dashboard/verification: the documents that earn the Verified badge, and their review. */
export default function VerificationScreen() {
  const documents = useVendorDocuments();
  const profile = useVendorProfile();
  const t = useVendorT();
  const dates = useVendorDates();
  const columns = useMemo(
    () => [
      column.accessor('kind', {
        header: t('verification.document'),
        cell: (info) => t(`labels.document.${info.getValue()}`),
      }),
      column.accessor('originalName', {
        header: t('verification.file'),
        cell: ({ row: { original: doc } }) =>
          doc.hasFile ? (
            <a href={vendorDocumentFileUrl(doc.id)} target="_blank" rel="noreferrer">
              <bdi>{doc.originalName}</bdi>
            </a>
          ) : (
            <bdi>{doc.originalName}</bdi>
          ),
      }),
      column.accessor('createdAt', {
        header: t('verification.uploadedOn'),
        cell: (info) => dates.date(info.getValue()),
      }),
      column.accessor('expiresOn', {
        header: t('verification.validUntilColumn'),
        cell: (info) => (info.getValue() ? dates.date(info.getValue()!) : '—'),
      }),
      column.accessor('status', {
        header: t('verification.state'),
        cell: ({ row: { original: doc } }) => (
          <Space orientation="vertical" size={2}>
            <DocumentStatusTag status={doc.status} />
            {doc.reviewNote && <Typography.Text type="secondary">{doc.reviewNote}</Typography.Text>}
          </Space>
        ),
      }),
    ],
    [t, dates],
  );

  return (
    <QueryState query={documents}>
      {({ items, missing }) => (
        <Space orientation="vertical" size="middle" className="screen">
          {profile.data?.verified ? (
            <Alert
              type="success"
              showIcon
              title={t('verification.verified')}
              description={t('verification.verifiedBody')}
            />
          ) : (
            <Alert
              type="info"
              showIcon
              title={t('verification.notVerified')}
              description={
                missing.length
                  ? t('verification.stillNeeded', {
                      documents: missing
                        .map((kind) => t(`labels.document.${kind}`))
                        .join(t('verification.listSeparator')),
                    })
                  : t('verification.withTeam')
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
            {t('verification.sent')}
          </Typography.Title>
          <DataTable
            aria-label={t('verification.documents')}
            columns={columns}
            data={items}
            rowId={(doc) => doc.id}
            empty={<Typography.Text type="secondary">{t('verification.none')}</Typography.Text>}
          />
        </Space>
      )}
    </QueryState>
  );
}

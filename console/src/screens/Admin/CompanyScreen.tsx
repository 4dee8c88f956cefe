import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Alert, App, Button, Descriptions, Flex, Result, Space, Tag, Typography } from 'antd';
import {
  AUDIT_ACTION_LABELS,
  COMPANY_PAGE_RECENT,
  type AdminCompanyPage,
} from '@core/schemas/admin';
import {
  CONTACT_METHOD_LABELS,
  DOCUMENT_KIND_LABELS,
  EMIRATE_LABELS,
  LISTING_STATUSES,
  LISTING_STATUS_LABELS,
  SUBSCRIPTION_STATUS_LABELS,
  VERIFICATION_STATUS_LABELS,
  type ContactMethod,
  type LeadStatus,
  type SubscriptionStatus,
} from '@core/enums';
import { formatAed } from '@core/rules/pricing';
import { useAdminCompany } from '../../api/admin/companies';
import { useVendorDecision, type VendorDecision } from '../../api/admin/vendors';
import { formatDate, formatDateTime } from '../../components/format';
import { Panel } from '../../components/Panel';
import { QueryState } from '../../components/QueryState';
import { DocumentStatusTag, LeadStatusTag, ListingStatusTag } from '../../components/StatusTags';
import { problemMessage } from '../../forms/fieldErrors';
import { AuditChanges } from './AuditChanges';
import { ReasonModal } from './ReasonModal';

type Company = AdminCompanyPage['company'];

const VERIFICATION_COLORS = {
  verified: 'green',
  pending: 'gold',
  rejected: 'red',
  unverified: 'default',
};

/** Verify, reject the waiting documents, suspend or reinstate: each as the company's `can` says. */
function Decisions({ company }: { company: Company }) {
  const decision = useVendorDecision();
  const { message } = App.useApp();
  const [asking, setAsking] = useState<'reject' | 'suspend' | null>(null);
  const decide = (kind: VendorDecision) =>
    decision.mutateAsync({ id: company.id, decision: kind }).then(
      () =>
        void message.success(`${company.name}: ${kind === 'verify' ? 'verified' : 'reinstated'}`),
      (error: unknown) => void message.error(problemMessage(error)),
    );
  const busy = (kind: VendorDecision) =>
    decision.isPending && decision.variables?.decision === kind;
  return (
    <Space wrap>
      {company.can.verify && (
        <Button type="primary" loading={busy('verify')} onClick={() => decide('verify')}>
          Verify
        </Button>
      )}
      {company.can.reject && (
        <Button danger onClick={() => setAsking('reject')}>
          Reject documents…
        </Button>
      )}
      {company.can.reinstate && (
        <Button loading={busy('reinstate')} onClick={() => decide('reinstate')}>
          Reinstate
        </Button>
      )}
      {company.can.suspend && (
        <Button danger onClick={() => setAsking('suspend')}>
          Suspend…
        </Button>
      )}
      <ReasonModal
        open={asking !== null}
        title={
          asking === 'suspend'
            ? `Suspend ${company.name}`
            : `Reject the documents of ${company.name}`
        }
        okText={asking === 'suspend' ? 'Suspend company' : 'Reject documents'}
        placeholder={asking === 'suspend' ? 'e.g. Renters report deposits not returned' : undefined}
        hint={
          asking === 'suspend'
            ? 'Its cars leave the public site at once, until it is reinstated. The company reads this reason.'
            : 'Each waiting document is refused with this reason; the company reads it.'
        }
        onCancel={() => setAsking(null)}
        onSubmit={async (reason) => {
          await decision.mutateAsync({ id: company.id, decision: asking!, reason });
          message.success(`${company.name}: ${asking === 'suspend' ? 'suspended' : 'rejected'}`);
        }}
      />
    </Space>
  );
}

function Profile({ page }: { page: AdminCompanyPage }) {
  const { company, subscription } = page;
  return (
    <Panel title="Profile">
      <Descriptions
        size="small"
        column={1}
        items={[
          {
            label: 'Owner',
            children: company.owner ? `${company.owner.name} · ${company.owner.email}` : '—',
          },
          { label: 'E-mail', children: company.email },
          { label: 'Phone', children: company.phone },
          { label: 'WhatsApp', children: company.whatsapp },
          { label: 'Emirate', children: EMIRATE_LABELS[company.emirate] },
          { label: 'Joined', children: formatDate(company.createdAt) },
          {
            label: 'Verified',
            children: company.verifiedAt ? formatDate(company.verifiedAt) : '—',
          },
          {
            label: 'Plan',
            children: (
              <span data-testid="company-plan">
                {subscription.planName} (
                {SUBSCRIPTION_STATUS_LABELS[subscription.status as SubscriptionStatus] ??
                  subscription.status}
                ) · {subscription.usage.cars} of {subscription.carLimit} listings ·{' '}
                {subscription.usage.featured} of {subscription.featuredSlots} featured
                {subscription.currentPeriodEnd &&
                  ` · renews ${formatDate(subscription.currentPeriodEnd)}`}
              </span>
            ),
          },
        ]}
      />
    </Panel>
  );
}

function Documents({ page }: { page: AdminCompanyPage }) {
  const { company, documents } = page;
  return (
    <Panel
      title="Documents"
      extra={
        <Link to={`/admin/document-review?status=pending&companyId=${company.id}`}>
          Review queue
        </Link>
      }
    >
      {company.missingDocuments.length > 0 && (
        <Alert
          type="warning"
          showIcon
          className="company-page__missing"
          title={`Missing: ${company.missingDocuments.map((k) => DOCUMENT_KIND_LABELS[k]).join(', ')}`}
        />
      )}
      {documents.length === 0 ? (
        <Typography.Text type="secondary">No document sent yet.</Typography.Text>
      ) : (
        <ul className="company-page__list" aria-label="Documents sent">
          {documents.map((doc) => (
            <li key={doc.id}>
              <span>
                <strong>{DOCUMENT_KIND_LABELS[doc.kind]}</strong>{' '}
                <DocumentStatusTag status={doc.status} />
                {doc.expired && <Tag color="red">Expired</Tag>}
                {doc.expiringSoon && <Tag color="orange">Expiring soon</Tag>}
                <br />
                <Typography.Text type="secondary">
                  Sent {formatDate(doc.createdAt)}
                  {doc.expiresOn && ` · valid to ${formatDate(doc.expiresOn)}`}
                  {doc.reviewedAt && ` · reviewed ${formatDate(doc.reviewedAt)}`}
                </Typography.Text>
                {doc.reviewNote && (
                  <>
                    <br />
                    <Typography.Text type="danger">{doc.reviewNote}</Typography.Text>
                  </>
                )}
              </span>
              {doc.fileUrl && (
                <a href={doc.fileUrl} target="_blank" rel="noreferrer">
                  Open file
                </a>
              )}
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

function Cars({ page }: { page: AdminCompanyPage }) {
  const { cars, company } = page;
  return (
    <Panel
      title="Cars"
      extra={
        <Link to={`/admin/approve-listings?status=pending&q=${encodeURIComponent(company.name)}`}>
          Its listings in review
        </Link>
      }
    >
      <div className="company-page__counts" aria-label="Cars by status">
        {LISTING_STATUSES.map((status) => (
          <span key={status} className="company-page__count">
            <strong>{cars.counts[status] ?? 0}</strong>
            {LISTING_STATUS_LABELS[status]}
          </span>
        ))}
      </div>
      <ul className="company-page__list" aria-label="Latest cars">
        {cars.recent.map((car) => (
          <li key={car.id}>
            <span>
              {car.title} <ListingStatusTag status={car.status} />
              {car.featured && <Tag color="gold">Featured</Tag>}
              {!car.active && <Tag>Switched off</Tag>}
            </span>
            <Typography.Text type="secondary">
              {formatAed(car.pricePerDay)} a day · added {formatDate(car.createdAt)}
            </Typography.Text>
          </li>
        ))}
      </ul>
    </Panel>
  );
}

function Leads({ page }: { page: AdminCompanyPage }) {
  const { leads, company } = page;
  return (
    <Panel
      title="Leads"
      extra={<Link to={`/admin/leads?companyId=${company.id}`}>All its leads</Link>}
    >
      <div className="company-page__counts">
        <span className="company-page__count">
          <strong>{leads.total}</strong>In all
        </span>
        <span className="company-page__count">
          <strong>{leads.last30Days}</strong>Last 30 days
        </span>
      </div>
      {leads.recent.length === 0 ? (
        <Typography.Text type="secondary">No lead yet.</Typography.Text>
      ) : (
        <ul className="company-page__list" aria-label="Latest leads">
          {leads.recent.map((lead) => (
            <li key={lead.id}>
              <span>
                {lead.name} · {CONTACT_METHOD_LABELS[lead.method as ContactMethod] ?? lead.method}
                {lead.carTitle && (
                  <Typography.Text type="secondary"> · {lead.carTitle}</Typography.Text>
                )}
              </span>
              <span>
                <LeadStatusTag status={lead.status as LeadStatus} />{' '}
                <Typography.Text type="secondary">{formatDateTime(lead.createdAt)}</Typography.Text>
              </span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

function Audit({ page }: { page: AdminCompanyPage }) {
  return (
    <Panel
      title="Audit trail"
      extra={<Link to={`/admin/audit?companyId=${page.company.id}`}>Its whole trail</Link>}
    >
      {page.audit.length === 0 ? (
        <Typography.Text type="secondary">No decision yet.</Typography.Text>
      ) : (
        <ul className="company-page__list" aria-label="Latest decisions">
          {page.audit.map((event) => (
            <li key={event.id}>
              <Flex vertical gap={2}>
                <span>
                  <strong>{AUDIT_ACTION_LABELS[event.action]}</strong>
                  {event.subjectType !== 'company' && ` · ${event.subjectLabel}`}
                </span>
                <AuditChanges event={event} />
                {event.reason && <span className="audit-reason">Reason: {event.reason}</span>}
              </Flex>
              <Typography.Text type="secondary">
                {event.actor?.name ?? 'Deleted user'} · {formatDateTime(event.createdAt)}
              </Typography.Text>
            </li>
          ))}
        </ul>
      )}
      {page.audit.length === COMPANY_PAGE_RECENT.audit && (
        <Typography.Text type="secondary">
          The latest {COMPANY_PAGE_RECENT.audit} shown.
        </Typography.Text>
      )}
    </Panel>
  );
}

/** /admin/companies/:id: one rental company on one page, with the decisions about it. */
export default function CompanyScreen() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const page = useAdminCompany(valid ? id : undefined);
  if (!valid) return <Result status="404" title="Company not found" />;
  return (
    <QueryState query={page}>
      {(data) => (
        <Flex vertical gap={16} className="screen company-page">
          <Flex gap={12} align="center" justify="space-between" wrap>
            <Space wrap align="center">
              <Typography.Title level={3} style={{ margin: 0 }}>
                {data.company.name}
              </Typography.Title>
              <Tag color={VERIFICATION_COLORS[data.company.verificationStatus]}>
                {VERIFICATION_STATUS_LABELS[data.company.verificationStatus]}
              </Tag>
              {data.company.status === 'suspended' && <Tag color="red">Suspended</Tag>}
            </Space>
            <Decisions company={data.company} />
          </Flex>
          {data.company.status === 'suspended' && (
            <Alert
              type="error"
              showIcon
              title={`Suspended${data.company.suspendedAt ? ` on ${formatDate(data.company.suspendedAt)}` : ''}`}
              description={data.company.suspensionReason ?? 'No reason was given.'}
            />
          )}
          <div className="company-page__grid">
            <Profile page={data} />
            <Documents page={data} />
            <Cars page={data} />
            <Leads page={data} />
          </div>
          <Audit page={data} />
        </Flex>
      )}
    </QueryState>
  );
}

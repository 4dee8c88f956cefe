/**
 * What an audit event changed, written for people: each field's label with its value before and
 * after ("Status: Pending review → Approved"), the same in the console's audit screen, the company
 * page and the CSV export. The events hold only the fields a decision changed (api
 * services/admin/audit.ts); a field this table does not name is shown with its own name.
 */
import {
  BRAND_LABELS,
  CAR_TYPE_LABELS,
  COMPANY_STATUS_LABELS,
  DOCUMENT_STATUS_LABELS,
  EMIRATE_LABELS,
  LISTING_STATUS_LABELS,
  VERIFICATION_STATUS_LABELS,
} from '../enums';
import { formatAed } from './pricing';

export interface AuditChange {
  field: string;
  label: string;
  before: string;
  after: string;
}

type Subject = 'listing' | 'company' | 'document';

const labelOf = (labels: Record<string, string>) => (value: unknown) =>
  labels[String(value)] ?? String(value);
const aed = (value: unknown) => formatAed(Number(value));
const count = (noun: string) => (value: unknown) =>
  Array.isArray(value) ? `${value.length} ${noun}${value.length === 1 ? '' : 's'}` : String(value);
const day = (value: unknown) => String(value).slice(0, 10);

const FIELDS: Record<
  string,
  { label: string; show?: (value: unknown, subject: Subject) => string }
> = {
  status: {
    label: 'Status',
    show: (value, subject) =>
      labelOf(
        subject === 'listing'
          ? LISTING_STATUS_LABELS
          : subject === 'document'
            ? DOCUMENT_STATUS_LABELS
            : COMPANY_STATUS_LABELS,
      )(value),
  },
  verificationStatus: { label: 'Verification', show: labelOf(VERIFICATION_STATUS_LABELS) },
  rejectionReason: { label: 'Rejection reason' },
  suspensionReason: { label: 'Suspension reason' },
  reviewNote: { label: 'Review note' },
  documentsApproved: { label: 'Documents approved', show: count('document') },
  documentsRejected: { label: 'Documents rejected', show: count('document') },
  featured: { label: 'Featured', show: (value) => (value ? 'yes' : 'no') },
  featuredUntil: { label: 'Featured until', show: day },
  pendingChanges: {
    label: 'Changes waiting for review',
    show: (value) =>
      typeof value === 'object' && value !== null ? Object.keys(value).join(', ') : String(value),
  },
  photos: { label: 'Photos', show: count('photo') },
  title: { label: 'Title' },
  description: { label: 'Description' },
  brand: { label: 'Brand', show: labelOf(BRAND_LABELS) },
  model: { label: 'Model' },
  year: { label: 'Year' },
  carType: { label: 'Type', show: labelOf(CAR_TYPE_LABELS) },
  emirate: { label: 'Emirate', show: labelOf(EMIRATE_LABELS) },
  color: { label: 'Colour' },
  pricePerDay: { label: 'Price per day', show: aed },
  pricePerWeek: { label: 'Price per week', show: aed },
  pricePerMonth: { label: 'Price per month', show: aed },
};

const EMPTY = '—';

function shown(field: string, value: unknown, subject: Subject): string {
  if (value === null || value === undefined || value === '') return EMPTY;
  const show = FIELDS[field]?.show;
  if (show) return show(value, subject);
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** Each field the event changed (in the order first named), unchanged ones left out. */
export function auditChanges(
  subject: Subject,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): AuditChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields.flatMap((field) => {
    const change = {
      field,
      label: FIELDS[field]?.label ?? field,
      before: shown(field, before?.[field], subject),
      after: shown(field, after?.[field], subject),
    };
    return change.before === change.after ? [] : [change];
  });
}

/** One line for a CSV cell or a narrow screen: "Status: Pending review → Approved; …". */
export const auditChangesText = (changes: AuditChange[]) =>
  changes.map((change) => `${change.label}: ${change.before} → ${change.after}`).join('; ');

import { Tag } from 'antd';
import {
  INVITATION_STATUS_LABELS,
  POST_STATUS_LABELS,
  USER_STATUS_LABELS,
  type DocumentStatus,
  type InvitationStatus,
  type LeadStatus,
  type ListingStatus,
  type PostStatus,
  type TicketStatus,
  type UserStatus,
} from '@core/enums';
import labelsStrings from '../i18n/locales/en/labels.json';
import { addEnglish } from '../i18n/strings';
import { useVendorT } from '../i18n/VendorI18n';

// The vendor's states in their language (issue #21); the blog's and the admin's stay English.
addEnglish(labelsStrings);

/** The colours of each state, one place for every screen. */
const LISTING_COLORS: Record<ListingStatus, string> = {
  draft: 'default',
  pending: 'gold',
  approved: 'green',
  rejected: 'red',
};
const LEAD_COLORS: Record<LeadStatus, string> = {
  new: 'blue',
  contacted: 'gold',
  won: 'green',
  lost: 'default',
};
const DOCUMENT_COLORS: Record<DocumentStatus, string> = {
  pending: 'gold',
  approved: 'green',
  rejected: 'red',
};
const POST_COLORS: Record<PostStatus, string> = {
  draft: 'default',
  review: 'gold',
  scheduled: 'blue',
  published: 'green',
};
const TICKET_COLORS: Record<TicketStatus, string> = {
  open: 'blue',
  answered: 'green',
  closed: 'default',
};
const INVITATION_COLORS: Record<InvitationStatus, string> = {
  pending: 'blue',
  accepted: 'green',
  expired: 'default',
  revoked: 'red',
};
const USER_COLORS: Record<UserStatus, string> = {
  active: 'green',
  disabled: 'red',
};

export const ListingStatusTag = ({ status }: { status: ListingStatus }) => (
  <Tag color={LISTING_COLORS[status]}>{useVendorT()(`labels.status.${status}`)}</Tag>
);
export const PostStatusTag = ({ status }: { status: PostStatus }) => (
  <Tag color={POST_COLORS[status]}>{POST_STATUS_LABELS[status]}</Tag>
);
export const LeadStatusTag = ({ status }: { status: LeadStatus }) => (
  <Tag color={LEAD_COLORS[status]}>{useVendorT()(`labels.leadStatus.${status}`)}</Tag>
);
export const DocumentStatusTag = ({ status }: { status: DocumentStatus }) => (
  <Tag color={DOCUMENT_COLORS[status]}>{useVendorT()(`labels.documentStatus.${status}`)}</Tag>
);
export const TicketStatusTag = ({ status }: { status: TicketStatus }) => (
  <Tag color={TICKET_COLORS[status]}>{useVendorT()(`labels.ticketStatus.${status}`)}</Tag>
);
export const InvitationStatusTag = ({ status }: { status: InvitationStatus }) => (
  <Tag color={INVITATION_COLORS[status]}>{INVITATION_STATUS_LABELS[status]}</Tag>
);
export const UserStatusTag = ({ status }: { status: UserStatus }) => (
  <Tag color={USER_COLORS[status]}>{USER_STATUS_LABELS[status]}</Tag>
);

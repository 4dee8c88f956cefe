/**
 * Every closed set of values the product knows, as `as const` arrays (for loops) with English
 * labels. Labels are display defaults; the site's i18n layer may override them. No zod here: the
 * public site's entry imports these, and their zod enums live in `schemas/enums.ts`.
 */

type Labels<T extends readonly string[]> = Record<T[number], string>;

/** The spec's emirate values (section 3), without the filter-only `all`. (docs/product.md#car-listing-and-search) */
export const EMIRATES = [
  'dubai',
  'abu-dhabi',
  'sharjah',
  'ajman',
  'ras-al-khaimah',
  'fujairah',
  'umm-al-quwain',
] as const;
export type Emirate = (typeof EMIRATES)[number];
export const EMIRATE_LABELS: Labels<typeof EMIRATES> = {
  dubai: 'Dubai',
  'abu-dhabi': 'Abu Dhabi',
  sharjah: 'Sharjah',
  ajman: 'Ajman',
  'ras-al-khaimah': 'Ras Al Khaimah',
  fujairah: 'Fujairah',
  'umm-al-quwain': 'Umm Al Quwain',
};

/**
 * Body styles a listing can have. The spec's seven values, plus `van` because the spec's
 * landing pages include van rental and a van is neither of the seven.
 * (docs/product.md#car-listing-and-search)
 */
export const CAR_TYPES = [
  'suv',
  'sedan',
  'sports',
  'luxury',
  'economy',
  'convertible',
  'electric',
  'van',
] as const;
export type CarType = (typeof CAR_TYPES)[number];
export const CAR_TYPE_LABELS: Labels<typeof CAR_TYPES> = {
  suv: 'SUV',
  sedan: 'Sedan',
  sports: 'Sports',
  luxury: 'Luxury',
  economy: 'Economy',
  convertible: 'Convertible',
  electric: 'Electric',
  van: 'Van',
};

/** The spec's brand values (section 3), without the filter-only `all`. (docs/product.md#car-listing-and-search) */
export const BRANDS = [
  'toyota',
  'nissan',
  'honda',
  'hyundai',
  'kia',
  'mazda',
  'mitsubishi',
  'suzuki',
  'ford',
  'chevrolet',
  'bmw',
  'mercedes',
  'audi',
  'volkswagen',
  'lexus',
  'infiniti',
  'land-rover',
  'jaguar',
  'tesla',
  'porsche',
  'ferrari',
  'lamborghini',
  'bentley',
  'rolls-royce',
] as const;
export type Brand = (typeof BRANDS)[number];
export const BRAND_LABELS: Labels<typeof BRANDS> = {
  toyota: 'Toyota',
  nissan: 'Nissan',
  honda: 'Honda',
  hyundai: 'Hyundai',
  kia: 'Kia',
  mazda: 'Mazda',
  mitsubishi: 'Mitsubishi',
  suzuki: 'Suzuki',
  ford: 'Ford',
  chevrolet: 'Chevrolet',
  bmw: 'BMW',
  mercedes: 'Mercedes-Benz',
  audi: 'Audi',
  volkswagen: 'Volkswagen',
  lexus: 'Lexus',
  infiniti: 'Infiniti',
  'land-rover': 'Land Rover',
  jaguar: 'Jaguar',
  tesla: 'Tesla',
  porsche: 'Porsche',
  ferrari: 'Ferrari',
  lamborghini: 'Lamborghini',
  bentley: 'Bentley',
  'rolls-royce': 'Rolls-Royce',
};

/** Filter value that means "no restriction" in the spec's emirate, car type and brand filters. (docs/product.md#car-listing-and-search) */
export const ALL = 'all' as const;

/** Chauffeur services of the header's "Dubai Services" group and the /cars `service` parameter. */
export const SERVICES = ['airport', 'transfer', 'safe', 'hourly', 'valet'] as const;
export type Service = (typeof SERVICES)[number];
export const SERVICE_LABELS: Labels<typeof SERVICES> = {
  airport: 'Airport Transport',
  transfer: 'Point-to-Point Transfer',
  safe: 'Safe Driver',
  hourly: 'Hourly Driver',
  valet: 'Valet Parking',
};

export const CONTACT_METHODS = ['whatsapp', 'email', 'phone'] as const;
export type ContactMethod = (typeof CONTACT_METHODS)[number];
export const CONTACT_METHOD_LABELS: Labels<typeof CONTACT_METHODS> = {
  whatsapp: 'WhatsApp',
  email: 'E-mail',
  phone: 'Phone',
};

export const ROLES = ['admin', 'writer', 'vendor'] as const;
export type Role = (typeof ROLES)[number];
export const ROLE_LABELS: Labels<typeof ROLES> = {
  admin: 'Admin',
  writer: 'Writer',
  vendor: 'Rental company',
};

export const USER_STATUSES = ['active', 'disabled'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
export const USER_STATUS_LABELS: Labels<typeof USER_STATUSES> = {
  active: 'Active',
  disabled: 'Disabled',
};

/** A listing's review state. Only `approved` (and active) listings are public. */
export const LISTING_STATUSES = ['draft', 'pending', 'approved', 'rejected'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];
export const LISTING_STATUS_LABELS: Labels<typeof LISTING_STATUSES> = {
  draft: 'Draft',
  pending: 'Pending review',
  approved: 'Approved',
  rejected: 'Rejected',
};

/** A rental company's verification, decided by admins from its documents. */
export const VERIFICATION_STATUSES = ['unverified', 'pending', 'verified', 'rejected'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];
export const VERIFICATION_STATUS_LABELS: Labels<typeof VERIFICATION_STATUSES> = {
  unverified: 'Not verified',
  pending: 'Verification pending',
  verified: 'Verified',
  rejected: 'Verification rejected',
};

/** Whether a company may trade at all; a suspended company's cars disappear from the site. */
export const COMPANY_STATUSES = ['active', 'suspended'] as const;
export type CompanyStatus = (typeof COMPANY_STATUSES)[number];
export const COMPANY_STATUS_LABELS: Labels<typeof COMPANY_STATUSES> = {
  active: 'Active',
  suspended: 'Suspended',
};

/** Documents a UAE rental company needs to be verified. */
export const DOCUMENT_KINDS = ['trade_licence', 'rta_permit', 'insurance', 'emirates_id'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
export const DOCUMENT_KIND_LABELS: Labels<typeof DOCUMENT_KINDS> = {
  trade_licence: 'Trade licence',
  rta_permit: 'RTA rental permit',
  insurance: 'Insurance certificate',
  emirates_id: "Owner's Emirates ID",
};

export const DOCUMENT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];
export const DOCUMENT_STATUS_LABELS: Labels<typeof DOCUMENT_STATUSES> = {
  pending: 'Awaiting review',
  approved: 'Approved',
  rejected: 'Rejected',
};

/** A lead's follow-up by the rental company: new → contacted → won or lost. */
export const LEAD_STATUSES = ['new', 'contacted', 'won', 'lost'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
export const LEAD_STATUS_LABELS: Labels<typeof LEAD_STATUSES> = {
  new: 'New',
  contacted: 'Contacted',
  won: 'Won',
  lost: 'Lost',
};

/**
 * A blog post's state. Writers draft and submit for review; admins publish now or schedule.
 * A scheduled post is public from its `publishAt` on (the API's one visibility rule).
 */
export const POST_STATUSES = ['draft', 'review', 'scheduled', 'published'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];
export const POST_STATUS_LABELS: Labels<typeof POST_STATUSES> = {
  draft: 'Draft',
  review: 'In review',
  scheduled: 'Scheduled',
  published: 'Published',
};

/** Roles an invitation can carry: the blog's people (vendors sign up by themselves). */
export const INVITATION_ROLES = ['writer', 'admin'] as const;
export type InvitationRole = (typeof INVITATION_ROLES)[number];

export const INVITATION_STATUSES = ['pending', 'accepted', 'revoked', 'expired'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];
export const INVITATION_STATUS_LABELS: Labels<typeof INVITATION_STATUSES> = {
  pending: 'Pending',
  accepted: 'Accepted',
  revoked: 'Revoked',
  expired: 'Expired',
};

export const SUBSCRIPTION_STATUSES = ['active', 'past_due', 'cancelled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
export const SUBSCRIPTION_STATUS_LABELS: Labels<typeof SUBSCRIPTION_STATUSES> = {
  active: 'Active',
  past_due: 'Payment overdue',
  cancelled: 'Cancelled',
};

export const TICKET_STATUSES = ['open', 'answered', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];
export const TICKET_STATUS_LABELS: Labels<typeof TICKET_STATUSES> = {
  open: 'Open',
  answered: 'Answered',
  closed: 'Closed',
};

export const TRANSMISSIONS = ['automatic', 'manual'] as const;
export type Transmission = (typeof TRANSMISSIONS)[number];
export const TRANSMISSION_LABELS: Labels<typeof TRANSMISSIONS> = {
  automatic: 'Automatic',
  manual: 'Manual',
};

/** How a rental company pays its plan. Cards are kept as brand and last four digits only. */
export const PAYMENT_METHOD_KINDS = ['card', 'bank_transfer', 'invoice'] as const;
export type PaymentMethodKind = (typeof PAYMENT_METHOD_KINDS)[number];
export const PAYMENT_METHOD_KIND_LABELS: Labels<typeof PAYMENT_METHOD_KINDS> = {
  card: 'Card',
  bank_transfer: 'Bank transfer',
  invoice: 'Invoice',
};

/** Driving licences a company accepts (its rental policies). */
export const LICENCE_KINDS = ['uae', 'gcc', 'international'] as const;
export type LicenceKind = (typeof LICENCE_KINDS)[number];
export const LICENCE_KIND_LABELS: Labels<typeof LICENCE_KINDS> = {
  uae: 'UAE',
  gcc: 'GCC',
  international: 'international',
};

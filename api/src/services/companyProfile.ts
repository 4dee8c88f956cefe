/**
 * A rental company's own profile: what renters read (name, description, emirate, rental
 * policies, logo) and the contact details a lead hands out (WhatsApp, e-mail, phone; read
 * fresh by `recordLead`, so a change reaches the next renter at once).
 */
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { newestOfEachKind, REQUIRED_DOCUMENT_KINDS } from '@core/rules/verification';
import { licencesText, type ProfilePatch, type VendorProfile } from '@core/schemas/profile';
import { ERROR_CODES } from '@core/schemas/error';
import { sameListingValue } from '@core/rules/listingStatus';
import { statedTripTerms } from '@core/rules/tripTerms';
import { HttpError, notFound } from '../errors';
import { Company } from '../models';
import { presentProfile } from '../presenters/company';
import type { Storage } from '../storage';
import { webpRenditions } from './imagePipeline';
import { companyDocuments } from './vendorDocuments';
import { documentFacts } from './verification';

export const MAX_LOGO_BYTES = 8 * 1024 * 1024;
export const LOGO_WIDTH = 400;

export const unsupportedLogo = (message = 'The logo must be a JPEG, PNG or WebP image') =>
  new HttpError(415, ERROR_CODES.unsupportedType, message);
export const logoTooLarge = () =>
  new HttpError(413, ERROR_CODES.tooLarge, 'The logo must be 8 MB or smaller');

/**
 * The profile with the company's standing: suspended or not, and the admin's note when the
 * verification was refused (the newest refused required document's).
 */
export async function profileOf(company: Company, trx?: Knex.Transaction): Promise<VendorProfile> {
  let verificationNote: string | null = null;
  if (company.verificationStatus === 'rejected') {
    const docs = await companyDocuments(company.id, trx);
    const required = docs.filter((doc) => REQUIRED_DOCUMENT_KINDS.includes(doc.kind));
    const newest = newestOfEachKind(required.map((doc) => ({ ...documentFacts(doc), doc })));
    verificationNote = newest.find((fact) => fact.status === 'rejected')?.doc.reviewNote ?? null;
  }
  return presentProfile(company, verificationNote);
}

export async function ownCompany(companyId: number, trx?: Knex.Transaction): Promise<Company> {
  const company = await Company.query(trx).findById(companyId);
  if (!company) throw notFound('Company not found');
  return company;
}

const COLUMN_OF = {
  name: 'name',
  description: 'description',
  descriptionAr: 'descriptionAr',
  emirate: 'emirate',
  address: 'address',
  whatsapp: 'whatsapp',
  email: 'email',
  phone: 'phone',
  website: 'website',
  minimumAge: 'minimumDriverAge',
  depositPolicy: 'depositPolicy',
} as const satisfies Partial<Record<keyof ProfilePatch, keyof Company>>;

/** The fields renters never see: changing only these leaves the public catalogue as it was. */
const CONTACT_ONLY: ReadonlySet<string> = new Set(['whatsapp', 'email', 'phone', 'address']);

export interface ProfileChange {
  company: Company;
  /** Something renters see changed (name, description, policies, …). */
  publicChange: boolean;
}

export async function updateProfile(
  companyId: number,
  patch: ProfilePatch,
): Promise<ProfileChange> {
  const company = await ownCompany(companyId);
  const update: Partial<Company> = {};
  const changed: string[] = [];
  for (const [field, column] of Object.entries(COLUMN_OF) as [
    keyof typeof COLUMN_OF,
    keyof Company,
  ][]) {
    const value = patch[field];
    if (value === undefined || company[column] === value) continue;
    Object.assign(update, { [column]: value });
    changed.push(field);
  }
  if (patch.licencesAccepted !== undefined) {
    const kinds = [...patch.licencesAccepted].sort();
    if (JSON.stringify(kinds) !== JSON.stringify([...(company.licenceKinds ?? [])].sort())) {
      update.licenceKinds = kinds;
      update.licencesAccepted = licencesText(kinds);
      changed.push('licencesAccepted');
    }
  }
  if (patch.tripTerms !== undefined) {
    const stated = statedTripTerms(patch.tripTerms);
    if (!sameListingValue(stated, statedTripTerms(company.tripTerms))) {
      update.tripTerms = stated;
      changed.push('tripTerms');
    }
  }
  if (changed.length === 0) return { company, publicChange: false };
  await Company.query().patch(update).where('id', companyId);
  return {
    company: await ownCompany(companyId),
    publicChange: changed.some((field) => !CONTACT_ONLY.has(field)),
  };
}

/** Stores a new logo (one 400 px WebP rendition) and removes the previous stored one. */
export async function replaceLogo(
  companyId: number,
  input: Buffer,
  storage: Storage,
): Promise<Company> {
  const company = await ownCompany(companyId);
  const [logo] = await webpRenditions(input, [LOGO_WIDTH], {
    unsupported: () => unsupportedLogo(),
    unreadable: () => unsupportedLogo('The logo could not be read as an image'),
  });
  const key = `public/logos/${companyId}/${randomUUID()}-${LOGO_WIDTH}.webp`;
  await storage.put(key, logo!.body, 'image/webp');
  try {
    await Company.query()
      .patch({ logoUrl: storage.publicUrl(key), logoStorageKey: key })
      .where('id', companyId);
  } catch (error) {
    await storage.delete(key).catch(() => undefined);
    throw error;
  }
  if (company.logoStorageKey) await storage.delete(company.logoStorageKey).catch(() => undefined);
  return ownCompany(companyId);
}

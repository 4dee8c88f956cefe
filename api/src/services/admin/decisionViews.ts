/**
 * One item of each review list as the list shows it, for the If-Match check of a decision on
 * it (a stale console tab must not reject a listing another admin just approved).
 */
import type { AdminDocument, AdminListing } from '@core/schemas/admin';
import { uaeToday } from '@core/rules/uaeTime';
import { notFound } from '../../errors';
import { Car, VendorDocument, type Company } from '../../models';
import type { CarWithCompany } from '../../presenters/car';
import { presentAdminListing } from '../../presenters/admin';
import { presentAdminDocument } from '../../presenters/document';
import type { Actor } from '../../policies/policy';

export async function findAdminListing(id: number, actor: Actor): Promise<AdminListing> {
  const car = await Car.query()
    .findById(id)
    .withGraphFetched('[company, images(ordered)]')
    .modifiers({ ordered: (images) => images.orderBy('position') });
  if (!car) throw notFound('Listing not found');
  return presentAdminListing(car as CarWithCompany, actor);
}

export async function findAdminDocument(
  id: number,
  actor: Actor,
  now = new Date(),
): Promise<AdminDocument> {
  const doc = await VendorDocument.query().findById(id).withGraphFetched('company');
  if (!doc) throw notFound('Document not found');
  return presentAdminDocument(doc as VendorDocument & { company: Company }, uaeToday(now), actor);
}

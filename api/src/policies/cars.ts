import type { ListingStatus } from '@core/enums';
import { canBeFeatured } from '@core/rules/featuredSlots';
import { LISTING_TRANSITIONS } from '@core/rules/listingTransitions';
import { canTransition } from '@core/rules/stateMachine';
import type { Actor, ObjectRules } from './policy';
import { anyone, ownsCompanyObject, roles } from './policy';

/** Public catalogue reads are open; listings are managed by their own company and by admins. */
export const carPolicy = {
  browse: anyone,
  manageOwn: roles('vendor'),
  /** Featuring a listing is managing cars: the company's owners and staff alike. */
  feature: roles('vendor'),
  /** The fleet spreadsheet (template, import, export): managing cars, owners and staff alike. */
  importFleet: roles('vendor'),
  /** Blocking days on every car of the company at once (a holiday): the company's vendors. */
  blockFleet: roles('vendor'),
  /**
   * Duplicating a listing creates one: whoever may add cars (the company's owners and staff);
   * the object rule (`canManage`) keeps it to the car's own company (another's answers 404).
   */
  duplicate: roles('vendor'),
  /** A vendor sees and changes only their own company's cars (another's answers 404). */
  canManage: (actor: Actor | null, car: { companyId: number }) => ownsCompanyObject(actor, car),
};

type OwnCar = { companyId: number; status: ListingStatus; active: boolean; featured: boolean };

/** What the company's vendor may do with one of its listings (VendorCar's `can`). */
export const carRules: ObjectRules<
  OwnCar,
  'edit' | 'delete' | 'duplicate' | 'submit' | 'feature' | 'unfeature'
> = {
  edit: carPolicy.canManage,
  delete: carPolicy.canManage,
  /** The plan's listing limit is the route's 422 (it changes with every listing), not `can`. */
  duplicate: (actor, car) => carPolicy.duplicate.allows(actor) && carPolicy.canManage(actor, car),
  /** A draft goes to review once the vendor's e-mail address is confirmed. */
  submit: (actor, car) =>
    carPolicy.canManage(actor, car) &&
    actor.emailVerified &&
    canTransition(LISTING_TRANSITIONS, 'submit', car.status, actor.role),
  /** A live listing (the plan's slots are counted by the route: 422 when all are in use). */
  feature: (actor, car) =>
    carPolicy.feature.allows(actor) && carPolicy.canManage(actor, car) && canBeFeatured(car),
  unfeature: (actor, car) =>
    carPolicy.feature.allows(actor) && carPolicy.canManage(actor, car) && car.featured,
};

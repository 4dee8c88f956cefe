import { ERROR_CODES } from '@core/schemas/error';
import { HttpError } from '../errors';
import type { Actor } from '../policies/policy';

/** The vendor's own company id; a vendor account without a company gets a 422 saying so. */
export function ownCompanyId(actor: Actor): number {
  if (actor.companyId === null) {
    throw new HttpError(
      422,
      ERROR_CODES.businessRule,
      'Your account has no rental company: register the company first',
    );
  }
  return actor.companyId;
}

/**
 * Recording a lead (POST /api/leads) and what the contact flow does with the answer: the
 * company's real contacts to hand over with; a field problem to show; or, when the call fails
 * for a reason that may pass (network, server error, rate limit), the contacts that came with
 * the car's company data, while the lead waits on the device for a retry. Never throws.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { ContactMethod } from '@core/enums';
import type { CompanyContact } from '@core/schemas/company';
import type { LeadCreated } from '@core/schemas/lead';
import { idempotencyKeyFor } from '@core/http/idempotencyKey';
import { statedTrip, type TripDates } from '@core/rules/tripDays';
import { ApiRequestError, apiRequest } from '../../api/client';
import { carDetailQuery, type CarPageData } from '../../api/carDetail';
import { languageOfPath } from '@core/i18n/languages';
import type { ContactData, LeadOutcome } from './contactFlow';
import {
  flushLeadQueue,
  hasPendingLeads,
  isTemporaryFailure,
  queueLead,
  type PendingLead,
} from './leadQueue';

/** A lead call that hangs is treated as failed: the renter is never kept waiting long. */
const LEAD_TIMEOUT_MS = 8000;

function postLead({
  idempotencyKey,
  ...body
}: Omit<PendingLead, 'queuedAt'> & { website?: string }) {
  return apiRequest<LeadCreated>('/api/leads', {
    method: 'POST',
    body: JSON.stringify(body),
    headers: idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : undefined,
    signal: AbortSignal.timeout(LEAD_TIMEOUT_MS),
  });
}

/** The contacts that came with the car page's company data (fetched if not loaded yet). */
async function companyContactOf(
  queryClient: QueryClient,
  carId: number,
): Promise<CompanyContact | null> {
  try {
    const car: CarPageData = await queryClient.fetchQuery(
      carDetailQuery(String(carId), pageLanguage()),
    );
    return car.company.contact;
  } catch {
    return null;
  }
}

/** Starts loading the car's company data as the dialog opens, so it is there if the lead fails. */
export function preloadCompanyContact(queryClient: QueryClient, carId: number) {
  void queryClient.prefetchQuery(carDetailQuery(String(carId), pageLanguage()));
}

/** The page's language (its path's), so the car's data is the page's own query (one fetch). */
const pageLanguage = () => languageOfPath(window.location.pathname);

export async function recordLead(
  queryClient: QueryClient,
  input: {
    carId: number;
    method: ContactMethod;
    data: ContactData;
    website: string;
    copyTo?: string;
    sourcePage: string;
    trip?: TripDates;
  },
): Promise<LeadOutcome> {
  const lead = {
    carId: input.carId,
    method: input.method,
    ...input.data,
    ...(input.copyTo === undefined ? {} : { copyTo: input.copyTo }),
    sourcePage: input.sourcePage,
    ...(input.trip ? statedTrip(input.trip) : {}),
  };
  // One key for this lead, kept with it if it waits for a retry.
  const idempotencyKey = idempotencyKeyFor('/api/leads', JSON.stringify(lead));
  try {
    const created = await postLead(
      input.website ? { ...lead, website: input.website } : { ...lead, idempotencyKey },
    );
    return { kind: 'handOff', contact: created.contact, recorded: true };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 400 && error.error?.fields) {
      return { kind: 'invalid', fields: error.error.fields };
    }
    if (error instanceof ApiRequestError && error.status === 404) return { kind: 'unavailable' };
    console.warn('The contact request could not be recorded now; it will be retried', error);
    if (isTemporaryFailure(error) && !input.website) {
      queueLead(window.localStorage, { ...lead, idempotencyKey });
    }
    const contact = await companyContactOf(queryClient, input.carId);
    return contact ? { kind: 'handOff', contact, recorded: false } : { kind: 'noContact' };
  }
}

/** Sends the leads waiting on this device, if any (page load, back online). */
export function retryPendingLeads() {
  try {
    if (!hasPendingLeads(window.localStorage)) return;
  } catch {
    return;
  }
  void flushLeadQueue(window.localStorage, postLead);
}

/**
 * Leads the API could not record (offline, a server error, too many requests) wait on the
 * device under STORAGE_KEYS.pendingLeads and are sent again on the next page load and when the
 * browser comes back online. A lead the API refuses for good (bad input, car gone) is dropped;
 * one older than a week is dropped unsent (the renter has long been handed over).
 */
import { STORAGE_KEYS } from '@core/constants';
import { ApiRequestError } from '../../api/client';

export interface PendingLead {
  carId: number;
  method: string;
  name: string;
  email: string;
  phone: string;
  sourcePage?: string;
  /** The address of the renter's copy, when they asked for one. */
  copyTo?: string;
  /** The trip's dates, when chosen. */
  from?: string;
  to?: string;
  /**
   * The key the first attempt was sent with: a retry of a lead the server did record (its
   * answer lost to a timeout) answers the first answer instead of recording it twice.
   */
  idempotencyKey?: string;
  queuedAt: string;
}

const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
const MAX_QUEUED = 20;

function readQueue(storage: Storage): PendingLead[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(STORAGE_KEYS.pendingLeads) ?? '[]');
    return Array.isArray(parsed) ? (parsed as PendingLead[]) : [];
  } catch {
    return [];
  }
}

function writeQueue(storage: Storage, queue: PendingLead[]) {
  try {
    if (queue.length) storage.setItem(STORAGE_KEYS.pendingLeads, JSON.stringify(queue));
    else storage.removeItem(STORAGE_KEYS.pendingLeads);
  } catch (error) {
    console.warn('Could not keep the contact request for a retry', error);
  }
}

export function queueLead(storage: Storage, lead: Omit<PendingLead, 'queuedAt'>, now = new Date()) {
  writeQueue(
    storage,
    [...readQueue(storage), { ...lead, queuedAt: now.toISOString() }].slice(-MAX_QUEUED),
  );
}

export function hasPendingLeads(storage: Storage): boolean {
  return readQueue(storage).length > 0;
}

/** True when the same request may succeed later (network, server error, rate limit). */
export function isTemporaryFailure(error: unknown): boolean {
  if (!(error instanceof ApiRequestError)) return true;
  return error.status >= 500 || error.status === 429 || error.status === 408;
}

let flushing = false;

/** Sends the waiting leads one by one; keeps those that failed for a temporary reason. */
export async function flushLeadQueue(
  storage: Storage,
  send: (lead: Omit<PendingLead, 'queuedAt'>) => Promise<unknown>,
  now = new Date(),
): Promise<{ sent: number; kept: number }> {
  if (flushing) return { sent: 0, kept: readQueue(storage).length };
  flushing = true;
  try {
    const kept: PendingLead[] = [];
    let sent = 0;
    for (const lead of readQueue(storage)) {
      if (now.getTime() - Date.parse(lead.queuedAt) > MAX_AGE_MS) continue;
      const { queuedAt, ...input } = lead;
      try {
        await send(input);
        sent += 1;
      } catch (error) {
        if (isTemporaryFailure(error)) kept.push({ ...input, queuedAt });
      }
    }
    // Leads queued while this ran are kept too.
    const added = readQueue(storage).filter(
      (lead) =>
        !kept.some((k) => k.queuedAt === lead.queuedAt) &&
        Date.parse(lead.queuedAt) >= now.getTime(),
    );
    writeQueue(storage, [...kept, ...added]);
    return { sent, kept: kept.length };
  } finally {
    flushing = false;
  }
}

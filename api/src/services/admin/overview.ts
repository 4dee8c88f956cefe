/**
 * The admin console's first screen: how many items wait in each queue and the one waiting
 * longest. One count and one "oldest" row per queue, run side by side. The menu's badges count
 * the same queues (one definition of "waiting" for both).
 */
import type { QueryBuilder } from 'objection';
import type { AdminOverview, AdminQueueCounts, QueueSummary } from '@core/schemas/admin';
import type { BaseModel } from '../../models/BaseModel';
import { Car, Company, Lead, SupportTicket, VendorDocument } from '../../models';
import { DOCUMENT_KIND_LABELS } from '@core/enums';
import { lastUaeDays } from '../vendorOverview';
import { listingsWaitingForReview, WAITING_SINCE } from './listingReview';

interface Queue<M extends BaseModel> {
  rows: () => QueryBuilder<M, M[]>;
  /** The column that says since when an item waits. */
  since: string;
  label: (row: M) => string;
}

async function summarise<M extends BaseModel & { id: number }>(
  queue: Queue<M>,
): Promise<QueueSummary> {
  const [count, oldest] = await Promise.all([
    queue.rows().resultSize(),
    queue
      .rows()
      .orderBy([
        { column: queue.since, order: 'asc' },
        { column: 'id', order: 'asc' },
      ])
      .first(),
  ]);
  if (!oldest) return { count, oldest: null };
  const since = (oldest as unknown as Record<string, Date | string>)[camel(queue.since)]!;
  return {
    count,
    oldest: { id: oldest.id, label: queue.label(oldest), since: new Date(since).toISOString() },
  };
}

const camel = (column: string) => column.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

const waitingListings = () => listingsWaitingForReview(Car.query().select('cars.*', WAITING_SINCE));
const vendorsAwaitingVerification = () => Company.query().where('verification_status', 'pending');
const documentsToReview = () => VendorDocument.query().where('status', 'pending');
const openTickets = () => SupportTicket.query().where('status', 'open');

export async function adminOverview(now = new Date()): Promise<AdminOverview> {
  const { since: weekStart } = lastUaeDays(now);
  const [pendingListings, vendorsAwaiting, documents, newLeads, tickets] = await Promise.all([
    summarise<Car>({
      rows: waitingListings,
      since: 'waiting_since',
      label: (car) => car.title,
    }),
    summarise<Company>({
      rows: vendorsAwaitingVerification,
      since: 'updated_at',
      label: (company) => company.name,
    }),
    summarise<VendorDocument>({
      rows: documentsToReview,
      since: 'created_at',
      label: (doc) => `${DOCUMENT_KIND_LABELS[doc.kind]} (${doc.originalName})`,
    }),
    summarise<Lead>({
      rows: () => Lead.query().where('status', 'new').where('created_at', '>=', weekStart),
      since: 'created_at',
      label: (lead) => `${lead.name}: ${lead.carTitle ?? 'a car'}`,
    }),
    summarise<SupportTicket>({
      rows: openTickets,
      since: 'updated_at',
      label: (ticket) => ticket.subject,
    }),
  ]);
  return {
    pendingListings,
    vendorsAwaitingVerification: vendorsAwaiting,
    documentsToReview: documents,
    newLeads,
    openSupportTickets: tickets,
  };
}

/** The menu's badges: one count per queue, nothing else (it is asked for every 30 s). */
export async function adminQueueCounts(): Promise<AdminQueueCounts> {
  const [listings, vendors, documents, support] = await Promise.all([
    waitingListings().resultSize(),
    vendorsAwaitingVerification().resultSize(),
    documentsToReview().resultSize(),
    openTickets().resultSize(),
  ]);
  return { listings, vendors, documents, support };
}

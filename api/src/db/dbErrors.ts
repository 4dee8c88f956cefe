/**
 * What a database error means for the client, read in one place (the error handler): a
 * unique violation is a conflict with what another request just wrote (409), an unreachable
 * database is an outage the client should retry after (503). Both pg and PGlite report
 * PostgreSQL's SQLSTATE in `code`.
 */

interface DbErrorLike {
  /** Objection wraps the driver's error (db-errors): the original is here. */
  nativeError?: unknown;
  columns?: unknown;
  code?: unknown;
  name?: unknown;
  message?: unknown;
  detail?: unknown;
  constraint?: unknown;
  errors?: unknown;
}

const UNIQUE_VIOLATION = '23505';

/** Network errors of the driver, and SQLSTATEs of classes 08 (connection) and 57P (shutdown). */
const OUTAGE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EPIPE',
  '53300', // too many connections
  '57P01', // admin shutdown
  '57P02', // crash shutdown
  '57P03', // cannot connect now (starting up)
]);

const OUTAGE_MESSAGES = [
  /Connection terminated/i,
  /Timeout acquiring a connection/i, // knex: the pool could not give a connection in time
  /Unable to acquire a connection/i, // knex: the pool was destroyed
  /connect ECONNREFUSED/i,
  /PGlite is closed/i,
];

export interface UniqueViolation {
  /** The column the constraint is on, camelCased (`email`, `slug`), when it names one. */
  field?: string;
}

/** A unique violation (SQLSTATE 23505), with the field its detail names. */
export function uniqueViolationOf(error: unknown): UniqueViolation | null {
  const wrapped = (error ?? {}) as DbErrorLike;
  const e = (wrapped.nativeError ?? wrapped) as DbErrorLike;
  if (e.code !== UNIQUE_VIOLATION) return null;
  // "Key (slug)=(dubai-cars) already exists." or "Key (lower(email::text))=(a@b.ae) ..."
  const detail = typeof e.detail === 'string' ? e.detail : '';
  const columns = /^Key \((.+?)\)=/.exec(detail)?.[1];
  if (!columns || columns.includes(',')) return {};
  // Inside an expression index, the column is the innermost name: lower(email::text) → email.
  const column = /([a-z_]+)\)*$/i.exec(columns.replace(/::[a-z ]+/gi, ''))?.[1];
  if (!column) return {};
  return { field: column.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase()) };
}

/** The database cannot be reached (refused, dropped, shut down, pool exhausted or closed). */
export function isDatabaseOutage(error: unknown): boolean {
  const wrapped = (error ?? {}) as DbErrorLike;
  if (wrapped.nativeError && isDatabaseOutage(wrapped.nativeError)) return true;
  const e = wrapped;
  if (typeof e.code === 'string' && (OUTAGE_CODES.has(e.code) || e.code.startsWith('08'))) {
    return true;
  }
  if (e.name === 'KnexTimeoutError') return true;
  if (typeof e.message === 'string' && OUTAGE_MESSAGES.some((re) => re.test(e.message as string))) {
    return true;
  }
  // Node reports a refused connection to several addresses (::1 and 127.0.0.1) as one AggregateError.
  return Array.isArray(e.errors) && e.errors.length > 0 && e.errors.every(isDatabaseOutage);
}

/**
 * What the console's one API client adds for concurrency (API.md):
 *
 * - the version (ETag) of every editable resource it read: from a GET's `ETag` header, and from
 *   the `etag` of list items (payment methods, categories, the admin's review lists), filed
 *   under the item's own path (`/api/admin/listings/12`). A write to that path, or an action on
 *   it (`…/12/approve`), sends it as `If-Match`; the answer's ETag replaces it. A write below it
 *   (`…/cars/12/images`) changes it without saying how: it is forgotten until the next read.
 * - (the `Idempotency-Key` of POSTs comes from core's `http/idempotencyKey.ts`, as the site's.)
 * - writes to one resource leave one after another, each with the version the previous answer
 *   gave (an autosave and a save never race each other into a 412 of our own making).
 */

const versions = new Map<string, string>();

/** Actions on a resource: `POST …/:id/<action>` is a write to `…/:id`. */
const ACTIONS = new Set([
  'approve',
  'reject',
  'verify',
  'suspend',
  'reinstate',
  'default',
  'submit',
  'publish',
  'unpublish',
]);

const pathOnly = (path: string) => path.split('?')[0]!.replace(/\/+$/, '');

/** The resource a write goes to: its path, or the path an action (`…/12/approve`) is on. */
export function resourceOf(path: string): string {
  const clean = pathOnly(path);
  const cut = clean.lastIndexOf('/');
  return ACTIONS.has(clean.slice(cut + 1)) ? clean.slice(0, cut) : clean;
}

export function versionFor(path: string): string | undefined {
  return versions.get(resourceOf(path));
}

export function rememberVersion(resource: string, etag: string | null | undefined) {
  if (etag) versions.set(pathOnly(resource), etag);
}

/** Versions a read answered: its ETag, and its list items' `etag`. */
export function rememberRead(path: string, etag: string | null, body: unknown) {
  const clean = pathOnly(path);
  rememberVersion(clean, etag);
  const items = Array.isArray(body)
    ? body
    : body && typeof body === 'object' && Array.isArray((body as { items?: unknown }).items)
      ? (body as { items: unknown[] }).items
      : [];
  for (const item of items) {
    const { id, etag: itemTag } = (item ?? {}) as { id?: unknown; etag?: unknown };
    if ((typeof id === 'number' || typeof id === 'string') && typeof itemTag === 'string') {
      versions.set(`${clean}/${id}`, itemTag);
    }
  }
}

/** After a successful write: the resource's new version, and nothing stale below or above it. */
export function rememberWrite(path: string, method: string, etag: string | null, body: unknown) {
  const resource = resourceOf(path);
  const clean = pathOnly(path);
  // Anything this write is below (a car's photos change the car) is stale now.
  for (const known of [...versions.keys()]) {
    if (clean.startsWith(`${known}/`) && known !== resource) versions.delete(known);
  }
  if (method === 'DELETE') {
    versions.delete(resource);
    return;
  }
  const bodyTag = (body as { etag?: unknown } | null)?.etag;
  const next = etag ?? (typeof bodyTag === 'string' ? bodyTag : null);
  if (next && versions.has(resource)) versions.set(resource, next);
  else if (!next) versions.delete(resource);
}

const queues = new Map<string, Promise<unknown>>();

/** Runs writes to one resource one after another. */
export function oneAfterAnother<T>(path: string, work: () => Promise<T>): Promise<T> {
  const resource = resourceOf(path);
  const previous = queues.get(resource) ?? Promise.resolve();
  const run = previous.then(work, work);
  const settled = run.then(
    () => undefined,
    () => undefined,
  );
  queues.set(resource, settled);
  void settled.then(() => {
    if (queues.get(resource) === settled) queues.delete(resource);
  });
  return run;
}

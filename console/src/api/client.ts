import { jsonRequestInit, readJsonResponse } from '@core/http/apiError';
import { idempotencyKeyFor } from '@core/http/idempotencyKey';
import {
  oneAfterAnother,
  rememberRead,
  rememberVersion,
  rememberWrite,
  resourceOf,
  versionFor,
} from './versions';

/**
 * What the user chose when a write met a newer version (412): take theirs ('reload') or send
 * ours over it ('overwrite'). Answered by the one dialog the console mounts
 * (components/ChangedElsewhere.tsx, which loads ChangedElsewhereDialog.tsx); without it, the write fails as before.
 */
export type ConflictChoice = 'reload' | 'overwrite';
export interface Conflict {
  path: string;
  /** The resource as it is now (the 412's `current`). */
  current: unknown;
  /** What this write sent (its JSON body), to show what differs. */
  mine: unknown;
}
let askOnConflict: ((conflict: Conflict) => Promise<ConflictChoice>) | null = null;
export function onChangedElsewhere(handler: typeof askOnConflict) {
  askOnConflict = handler;
}

const isWrite = (method: string) => method !== 'GET' && method !== 'HEAD';

const parsed = (text: string): unknown => {
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
};

/**
 * Sends one request with the concurrency headers (If-Match for a resource whose version was
 * read, Idempotency-Key for a POST) and, on a 412, asks the user what to do. `send` makes the
 * fetch with the headers given.
 */
async function withVersions(
  path: string,
  method: string,
  bodyText: string,
  send: (headers: Record<string, string>) => Promise<Response>,
): Promise<Response> {
  if (!isWrite(method)) {
    const response = await send({});
    if (response.ok) {
      const body: unknown = await response
        .clone()
        .json()
        .catch(() => null);
      rememberRead(path, response.headers.get('ETag'), body);
    }
    return response;
  }
  return oneAfterAnother(path, async () => {
    const headers: Record<string, string> = {};
    if (method === 'POST') headers['Idempotency-Key'] = idempotencyKeyFor(path, bodyText);
    const version = versionFor(path);
    if (version) headers['If-Match'] = version;
    let response = await send(headers);
    if (response.status === 412 && version) {
      const payload = (await response
        .clone()
        .json()
        .catch(() => null)) as { error?: { current?: unknown } } | null;
      const latest = response.headers.get('ETag');
      rememberVersion(resourceOf(path), latest);
      const choice = askOnConflict
        ? await askOnConflict({ path, current: payload?.error?.current, mine: parsed(bodyText) })
        : 'reload';
      if (choice === 'overwrite' && latest) {
        // Ours over theirs, knowingly: with the version just seen (a newer change still stops it).
        response = await send({ ...headers, 'If-Match': latest });
      }
    }
    if (response.ok) {
      const body: unknown =
        response.status === 204
          ? null
          : await response
              .clone()
              .json()
              .catch(() => null);
      rememberWrite(path, method, response.headers.get('ETag'), body);
    }
    return response;
  });
}

/** The console's one way to call the API: same origin, session cookie, JSON in and out. */
export async function apiRequest<T>(path: string, init?: RequestInit): Promise<T> {
  const method = (init?.method ?? 'GET').toUpperCase();
  const bodyText = typeof init?.body === 'string' ? init.body : '';
  const response = await withVersions(path, method, bodyText, (headers) =>
    fetch(path, jsonRequestInit({ ...init, headers: { ...headers, ...init?.headers } })),
  );
  return readJsonResponse<T>(response);
}

/** A JSON body for `apiRequest`. */
export const jsonBody = (method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', body?: unknown) => ({
  method,
  body: body === undefined ? undefined : JSON.stringify(body),
});

/** DELETE answers 204 without a body. */
export async function apiDelete(path: string): Promise<void> {
  const response = await withVersions(path, 'DELETE', '', (headers) =>
    fetch(path, jsonRequestInit({ method: 'DELETE', headers })),
  );
  if (response.status === 204) return;
  await readJsonResponse<unknown>(response);
}

/**
 * A multipart upload (photos, documents, logo). The browser sets the multipart Content-Type
 * with its boundary, so none is given here.
 */
export async function apiUpload<T>(
  path: string,
  fields: Record<string, string | Blob | undefined>,
): Promise<T> {
  const form = new FormData();
  const described: string[] = [];
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    form.append(name, value);
    described.push(
      `${name}=${typeof value === 'string' ? value : `${value.type}:${value.size}:${(value as File).name ?? ''}`}`,
    );
  }
  const response = await withVersions(path, 'POST', described.join('&'), (headers) =>
    fetch(path, {
      method: 'POST',
      credentials: 'include',
      headers: { Accept: 'application/json', ...headers },
      body: form,
    }),
  );
  return readJsonResponse<T>(response);
}

/** `?a=1&b=x` from the defined, non-empty values (none → ''). */
export function queryString(params: Record<string, string | number | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

import { jsonRequestInit, readJsonResponse } from '@core/http/apiError';

/** The console's one way to call the API: same origin, session cookie, JSON in and out. */
export async function apiRequest<T>(path: string, init?: RequestInit): Promise<T> {
  return readJsonResponse<T>(await fetch(path, jsonRequestInit(init)));
}

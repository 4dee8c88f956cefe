import { ApiRequestError, apiErrorOf } from './apiError';

/**
 * An API read answered inside the server's process, for the server renderer (no HTTP): the JSON
 * text the API keeps for a catalogue answer, or the value it would send as JSON (an error's
 * `{ error }` body too), with the HTTP status it would have.
 */
export type InProcessAnswer = { status: number; json: string } | { status: number; value: unknown };

/** What `readJsonResponse` would make of the same answer over HTTP: its value, or the error. */
export function valueOfAnswer<T>(answer: InProcessAnswer): T {
  const value = 'json' in answer ? (JSON.parse(answer.json) as unknown) : answer.value;
  if (answer.status < 400) return value as T;
  throw new ApiRequestError(
    answer.status,
    `${answer.status}: ${'json' in answer ? answer.json : JSON.stringify(value)}`,
    apiErrorOf(value),
  );
}

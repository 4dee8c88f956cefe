/**
 * One way to show input problems on an antd Form, whether the browser found them (the same core
 * zod schema the API uses) or the server did (a 400's `fields`, keyed by dotted paths such as
 * `terms.kmPerDay`).
 */
import type { z } from 'zod';
import { ApiRequestError } from '@core/http/apiError';
import { ERROR_CODES } from '@core/http/errorCodes';

export type FieldErrors = Record<string, string>;

/** What antd's `form.setFields` takes. */
export interface FormFieldError {
  name: (string | number)[];
  errors: string[];
}

/**
 * zod's issues as `{ 'terms.kmPerDay': message }`, the first problem of each field. The
 * messages are already written for people (core `schemas/zod.ts`), an empty box included.
 */
export function fieldErrorsFromIssues(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of issues) {
    const name = issue.path.map(String).join('.');
    if (!name) continue;
    fields[name] ??= issue.message;
  }
  return fields;
}

/**
 * The server's `fields` of a 400 (bad input) or a 409 (a value taken, such as a slug or an
 * e-mail), or null when the error is not about fields.
 */
export function fieldErrorsFromApi(error: unknown): FieldErrors | null {
  if (!(error instanceof ApiRequestError) || (error.status !== 400 && error.status !== 409)) {
    return null;
  }
  const fields = error.error?.fields;
  return fields && Object.keys(fields).length ? fields : null;
}

/** `{ 'terms.kmPerDay': 'Too big' }` → antd's `[{ name: ['terms', 'kmPerDay'], errors }]`. */
export function toFormFields(fields: FieldErrors): FormFieldError[] {
  return Object.entries(fields).map(([path, message]) => ({
    name: path.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
    errors: [message],
  }));
}

/** A short line for a failed request: the server's message, else the spec's `status: text`. (docs/product.md#data-loading-and-errors) */
export function problemMessage(error: unknown, fallback = 'Something went wrong'): string {
  if (error instanceof ApiRequestError) return error.serverMessage(error.message);
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

/** The API's 422 when the plan allows no more listings. */
export function isPlanLimitError(error: unknown): boolean {
  return (
    error instanceof ApiRequestError &&
    error.status === 422 &&
    error.error?.code === ERROR_CODES.planLimitReached
  );
}

export type Parsed<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

/** A form's values checked by a core schema (the API's own rules). */
export function parseForm<S extends z.ZodType>(schema: S, values: unknown): Parsed<z.infer<S>> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, errors: fieldErrorsFromIssues(result.error.issues) };
}

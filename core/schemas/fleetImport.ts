import { z } from './zod';
import { carInputSchema, type CarInput } from './car';
import { fleetColumnOf, fleetRowInput } from '../rules/fleetColumns';

/** One problem of one row: the column it is in and what the car form would say. */
export const fleetRowErrorSchema = z.object({ column: z.string(), message: z.string() });
export type FleetRowError = z.infer<typeof fleetRowErrorSchema>;

/**
 * POST /api/vendor/cars/import?dryRun=1: every row of the file with its line in the file (the
 * header is line 1) and its errors (none: it would be created). `planProblem`: the plan has no
 * room for all the valid rows (then nothing would be created).
 */
export const fleetImportPreviewSchema = z.object({
  valid: z.number().int(),
  invalid: z.number().int(),
  rows: z.array(
    z.object({ line: z.number().int(), title: z.string(), errors: z.array(fleetRowErrorSchema) }),
  ),
  planProblem: z.string().nullable(),
});
export type FleetImportPreview = z.infer<typeof fleetImportPreviewSchema>;

/** POST /api/vendor/cars/import: the valid rows created (pending review), in one go. */
export const fleetImportResultSchema = z.object({ created: z.number().int() });
export type FleetImportResult = z.infer<typeof fleetImportResultSchema>;

export const fleetImportQuerySchema = z.object({
  dryRun: z
    .enum(['0', '1', 'true', 'false'])
    .optional()
    .transform((value) => value === '1' || value === 'true'),
});

/** A row (header → cell) checked by the car form's own schema: its input, or its errors. */
export function checkFleetRow(
  row: Record<string, string>,
): { input: CarInput; errors: [] } | { input: null; errors: FleetRowError[] } {
  const parsed = carInputSchema.safeParse(fleetRowInput(row));
  if (parsed.success) return { input: parsed.data, errors: [] };
  return {
    input: null,
    errors: parsed.error.issues.map((issue) => ({
      column: fleetColumnOf(issue.path),
      message: issue.message,
    })),
  };
}

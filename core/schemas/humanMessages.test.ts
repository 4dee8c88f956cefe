import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as admin from './admin';
import * as auth from './auth';
import * as blog from './blog';
import * as car from './car';
import * as carSearchParams from './carSearchParams';
import * as common from './common';
import * as company from './company';
import * as document from './document';
import * as lead from './lead';
import * as paymentMethod from './paymentMethod';
import * as plan from './plan';
import * as profile from './profile';
import * as support from './support';

const MODULES = {
  admin,
  auth,
  blog,
  car,
  carSearchParams,
  common,
  company,
  document,
  lead,
  paymentMethod,
  plan,
  profile,
  support,
};

/** Words of a schema library, not of people: none may reach a form or a 400's `fields`. */
const JARGON = /expected|Invalid option|Invalid input|Too small|Too big|Unrecognized|>=|<=|NaN/i;

const BAD_VALUES: unknown[] = [
  undefined,
  null,
  '',
  '   ',
  'x',
  'not-an-option',
  0,
  -1,
  1.5,
  99_999_999_999,
  true,
  [],
  ['x', 'x'],
  {},
  'a'.repeat(20_000),
  '2026-13-45',
];

/** The object inside wrappers (`.transform`, `.refine` pipes, optional, nullable, default). */
function objectOf(schema: z.ZodType): z.ZodObject | null {
  let current: z.ZodType = schema;
  for (let depth = 0; depth < 6; depth += 1) {
    if (current instanceof z.ZodObject) return current;
    const def = (current as unknown as { _zod: { def: Record<string, unknown> } })._zod.def;
    const inner = (def.in ?? def.innerType ?? def.schema) as z.ZodType | undefined;
    if (!inner) return null;
    current = inner;
  }
  return null;
}

/** Inputs with one field (or one nested field) wrong at a time, and wrong as a whole. */
function badInputs(schema: z.ZodType, depth = 0): unknown[] {
  const inputs: unknown[] = [...BAD_VALUES];
  const object = objectOf(schema);
  if (!object) return inputs;
  for (const [key, field] of Object.entries(object.shape)) {
    const values = depth < 2 ? badInputs(field as z.ZodType, depth + 1) : BAD_VALUES;
    for (const value of values) inputs.push({ [key]: value });
  }
  return inputs;
}

const schemas = Object.entries(MODULES).flatMap(([module, exports]) =>
  Object.entries(exports)
    .filter(([, value]) => value instanceof z.ZodType)
    .map(([name, schema]) => [`${module}.${name}`, schema as z.ZodType] as const),
);

describe("core's schemas speak people's language", () => {
  it('finds the schemas', () => {
    expect(schemas.length).toBeGreaterThan(40);
  });

  it.each(schemas)('%s: no message of a refused input is schema jargon', (_name, schema) => {
    const jargon = new Set<string>();
    for (const input of badInputs(schema)) {
      const result = schema.safeParse(input);
      if (result.success) continue;
      for (const issue of result.error.issues) {
        if (JARGON.test(issue.message)) jargon.add(`${issue.path.join('.')}: ${issue.message}`);
      }
    }
    expect([...jargon]).toEqual([]);
  });

  it("words the car form's two reported problems for people", () => {
    const typeIssue = car.carInputSchema
      .safeParse({ carType: 'truck' })
      .error!.issues.find((issue) => issue.path[0] === 'carType');
    expect(typeIssue?.message).toBe('Choose one of the options in the list');
    const seatsIssue = car.carInputSchema
      .safeParse({ seats: 0 })
      .error!.issues.find((issue) => issue.path[0] === 'seats');
    expect(seatsIssue?.message).toMatch(/^At least \d+$/);
  });
});

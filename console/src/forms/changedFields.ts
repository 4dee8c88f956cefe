/**
 * Only the fields the user changed are sent (the API changes only what it receives), so an
 * untouched field never blocks saving another. Empty boxes arrive as undefined and compare
 * equal to null ("none").
 */
export function changedFields<V extends object>(
  values: V,
  before: Partial<Record<keyof V, unknown>>,
): Partial<Record<keyof V, unknown>> {
  const changed: Partial<Record<keyof V, unknown>> = {};
  for (const [key, value] of Object.entries(values) as [keyof V, unknown][]) {
    const after = value ?? null;
    if (JSON.stringify(after) !== JSON.stringify(before[key] ?? null)) changed[key] = after;
  }
  return changed;
}

import type { ReactNode } from 'react';
import type { useUrlState } from '../useUrlState';

/**
 * A list's filter bar is built of these controls, each kept in one address parameter. One file
 * per control: a screen's chunk brings only the antd inputs its filters use.
 */
export type UrlState = ReturnType<typeof useUrlState>;

/** One labelled control of a list's filter bar. */
export function Filter({ label, children }: { label: string; children: ReactNode }) {
  return (
    <label className="filter">
      <span>{label}</span>
      {children}
    </label>
  );
}

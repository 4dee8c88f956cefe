import type { ReactNode } from 'react';

/**
 * A titled box of a screen, drawn like antd's small Card by `console.css` (`.panel`). Antd's Card
 * brings its Tabs, Dropdown and Menu (≈ 14 KB gzip) into the first screen a user sees, for a
 * border and a heading; screens with Card's other features keep antd's. The title is not a
 * heading element, as Card's is not: the page's title is the screen's heading.
 */
export function Panel({
  title,
  extra,
  className,
  children,
}: {
  title?: ReactNode;
  /** Beside the title, at the end (a link to the full list). */
  extra?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section className={className ? `panel ${className}` : 'panel'}>
      {title !== undefined && (
        <header className="panel__head">
          <div className="panel__title">{title}</div>
          {extra !== undefined && <div className="panel__extra">{extra}</div>}
        </header>
      )}
      <div className="panel__body">{children}</div>
    </section>
  );
}

/** A figure with its name above it, as antd's Statistic draws one. */
export function Stat({ title, value }: { title: ReactNode; value: number }) {
  return (
    <div className="stat">
      <div className="stat__title">{title}</div>
      <div className="stat__value">{value.toLocaleString('en-GB')}</div>
    </div>
  );
}

/** A bar of how full something is (antd's line Progress without its text). */
export function Meter({
  percent,
  status = 'normal',
  label,
}: {
  percent: number;
  status?: 'normal' | 'active' | 'exception';
  label: string;
}) {
  const value = Math.max(0, Math.min(100, percent));
  return (
    <div
      className={`meter meter--${status}`}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
    >
      <div className="meter__bar" style={{ width: `${value}%` }} />
    </div>
  );
}

import type { KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { useAdminQueueCounts } from '../api/admin/queues';
import type { ConsoleMenuItem } from './consoleRoutes';

/** Arrow keys, Home and End move between the items, as in antd's Menu. */
function moveFocus(event: KeyboardEvent<HTMLUListElement>) {
  const items = [...event.currentTarget.querySelectorAll<HTMLAnchorElement>('[role="menuitem"]')];
  const at = items.indexOf(document.activeElement as HTMLAnchorElement);
  const next =
    event.key === 'ArrowDown'
      ? (at + 1) % items.length
      : event.key === 'ArrowUp'
        ? (at - 1 + items.length) % items.length
        : event.key === 'Home'
          ? 0
          : event.key === 'End'
            ? items.length - 1
            : -1;
  if (next < 0) return;
  event.preventDefault();
  items[next]?.focus();
}

/**
 * The role's navigation: links drawn as antd's inline Menu by console.css (`.console-nav`).
 * Antd's Menu (rc-menu, its overflow measuring and styles, ≈ 15 KB gzip) was on every signed-in
 * first load for a list of links.
 */
export function ConsoleNav({
  items,
  selectedKey,
  onNavigate,
}: {
  items: readonly ConsoleMenuItem[];
  selectedKey: string;
  /** After an item is chosen (the phone's drawer closes). */
  onNavigate?: () => void;
}) {
  const { data: counts } = useAdminQueueCounts(items.some((item) => item.badge));
  return (
    <ul className="console-nav" role="menu" aria-orientation="vertical" onKeyDown={moveFocus}>
      {items.map((item) => {
        const selected = item.key === selectedKey;
        const waiting = item.badge && counts ? counts[item.badge] : 0;
        return (
          <li key={item.key} role="none">
            <Link
              role="menuitem"
              to={item.key}
              className={
                selected ? 'console-nav__item console-nav__item--selected' : 'console-nav__item'
              }
              aria-current={selected ? 'page' : undefined}
              aria-label={waiting > 0 ? `${item.label}, ${waiting} waiting` : undefined}
              onClick={onNavigate}
            >
              {item.label}
              {waiting > 0 && (
                <span className="console-nav__badge" aria-hidden="true">
                  {waiting > 99 ? '99+' : waiting}
                </span>
              )}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, Flex, Segmented } from 'antd';
import { UrlSearch } from './UrlSearch';
import type { useUrlState } from './useUrlState';

interface StatusListToolbarProps<S extends string> {
  url: ReturnType<typeof useUrlState>;
  /** The status the address filters on (`status`), or undefined for every row. */
  status: S | undefined;
  /** "All" first, then one choice per status. */
  allLabel: string;
  statuses: { value: S; label: string }[];
  search: { placeholder: string; label: string };
  /** The screen that adds a row. */
  create: { to: string; label: string };
  /** The screen's own controls, before the search box (my cars: featured slots, import). */
  children?: ReactNode;
}

/** Above a list of things with a status: the status tabs, the search box and the add button. */
export function StatusListToolbar<S extends string>({
  url,
  status,
  allLabel,
  statuses,
  search,
  create,
  children,
}: StatusListToolbarProps<S>) {
  return (
    <Flex gap={12} wrap justify="space-between" align="center">
      <Segmented
        value={status ?? 'all'}
        onChange={(value) => url.update({ status: value === 'all' ? undefined : value })}
        options={[{ value: 'all', label: allLabel }, ...statuses]}
        className="scroll-x"
      />
      <Flex gap={8} wrap align="center">
        {children}
        <UrlSearch url={url} placeholder={search.placeholder} label={search.label} />
        <Link to={create.to}>
          <Button type="primary">{create.label}</Button>
        </Link>
      </Flex>
    </Flex>
  );
}

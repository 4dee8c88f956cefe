import { useState, type ReactNode } from 'react';
import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type Column,
  type ColumnDef,
  type RowData,
  type SortingState,
  type Table,
} from '@tanstack/react-table';
import { Alert, Empty, Pagination, Spin } from 'antd';
import { useProblems } from '../i18n/problems';
import { useVendorT } from '../i18n/VendorI18n';
import { PHONE_QUERY, useMediaQuery } from './useMediaQuery';

declare module '@tanstack/react-table' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Where the cell's text sits: at the row's start or end (mirrored in Arabic), or centred. */
    align?: 'start' | 'end' | 'center';
    /** Hidden below 768 px, for columns a phone can do without. */
    hideOnPhone?: boolean;
    /** Kept on one line (dates, phone numbers, prices). */
    nowrap?: boolean;
    /**
     * Its place on a phone's card: the card's `title` (default: the first column), with the
     * `actions` at the bottom, always in view (default: the column with id `actions`), else a
     * labelled field.
     */
    card?: 'title' | 'actions';
  }
}

export interface ServerPaging {
  page: number;
  pageSize: number;
  total: number;
  onChange: (page: number, pageSize: number) => void;
}

export interface DataTableProps<Row> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<Row, any>[];
  data: readonly Row[];
  rowId: (row: Row) => string | number;
  loading?: boolean;
  /** Server-side paging: the page shown and how many rows there are in all. */
  paging?: ServerPaging;
  /** Server-side sorting: the table only reports what the user chose. */
  sorting?: SortingState;
  onSortingChange?: (sorting: SortingState) => void;
  empty?: ReactNode;
  /** The list's query failed: said above the rows it still shows. */
  error?: unknown;
  /** A click anywhere on a row (a link in the row stays the keyboard's way in). */
  onRowClick?: (row: Row) => void;
  'aria-label'?: string;
}

const cellClass = (meta: { hideOnPhone?: boolean; nowrap?: boolean } | undefined) =>
  [meta?.hideOnPhone && 'data-table__optional', meta?.nowrap && 'data-table__nowrap']
    .filter(Boolean)
    .join(' ') || undefined;

const SORT_MARKS = { asc: ' ▲', desc: ' ▼' } as const;

/** Where a column goes on a phone's card. */
function cardPlace<Row>(
  column: Column<Row, unknown>,
  index: number,
): 'title' | 'actions' | 'field' {
  const meta = column.columnDef.meta;
  if (meta?.card) return meta.card;
  if (column.id === 'actions') return 'actions';
  return index === 0 ? 'title' : 'field';
}

/**
 * A phone's list: one card per row, its actions (buttons, switches, state menus) at the bottom
 * of the card where a thumb finds them, never off to the side of a table scrolled sideways.
 */
function CardList<Row>({
  table,
  onRowClick,
  label,
}: {
  table: Table<Row>;
  onRowClick?: (row: Row) => void;
  label?: string;
}) {
  const t = useVendorT();
  const sortable = table.getAllLeafColumns().filter((column) => column.getCanSort());
  const header = (column: Column<Row, unknown>) => {
    const content = column.columnDef.header;
    return typeof content === 'string' ? content : null;
  };
  return (
    <>
      {sortable.length > 0 && (
        <div className="data-cards__sort">
          <span>{t('errors.sortBy')}</span>
          {sortable.map((column) => {
            const sorted = column.getIsSorted();
            return (
              <button
                key={column.id}
                type="button"
                className={`data-cards__sort-button${sorted ? ' data-cards__sort-button--on' : ''}`}
                aria-pressed={Boolean(sorted)}
                onClick={column.getToggleSortingHandler()}
              >
                {header(column)}
                {sorted ? SORT_MARKS[sorted] : ''}
              </button>
            );
          })}
        </div>
      )}
      <ul className="data-cards" aria-label={label}>
        {table.getRowModel().rows.map((row) => {
          const cells = row
            .getVisibleCells()
            .filter((cell) => !cell.column.columnDef.meta?.hideOnPhone);
          const placed = (place: 'title' | 'actions' | 'field') =>
            cells.filter((cell) => cardPlace(cell.column, cells.indexOf(cell)) === place);
          const render = (cell: (typeof cells)[number]) =>
            flexRender(cell.column.columnDef.cell, cell.getContext());
          const actions = placed('actions');
          return (
            <li
              key={row.id}
              className={`data-card${onRowClick ? ' data-table__row--link' : ''}`}
              onClick={onRowClick ? () => onRowClick(row.original) : undefined}
            >
              {placed('title').map((cell) => (
                <div key={cell.id} className="data-card__title">
                  {render(cell)}
                </div>
              ))}
              <dl className="data-card__fields">
                {placed('field').map((cell) => (
                  <div key={cell.id} className="data-card__field">
                    <dt>{header(cell.column)}</dt>
                    <dd>{render(cell)}</dd>
                  </div>
                ))}
              </dl>
              {actions.length > 0 && (
                <div className="data-card__actions">
                  {actions.map((cell) => (
                    <span key={cell.id} className="data-card__action">
                      {header(cell.column) && (
                        <span className="data-card__action-label">{header(cell.column)}</span>
                      )}
                      {render(cell)}
                    </span>
                  ))}
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}

/**
 * Every list of the console: a TanStack Table model (columns, rows, sort state) rendered as a
 * plain table with antd's pagination, and on phones as cards (one way for every list). Paging
 * and sorting are the server's (`manualPagination`, `manualSorting`): it shows one page as it
 * came.
 */
export function DataTable<Row>({
  columns,
  data,
  rowId,
  loading,
  paging,
  sorting,
  onSortingChange,
  empty,
  error,
  onRowClick,
  ...rest
}: DataTableProps<Row>) {
  const [ownSorting, setOwnSorting] = useState<SortingState>([]);
  const sortingState = sorting ?? ownSorting;
  const table = useReactTable({
    columns,
    data: data as Row[],
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => String(rowId(row)),
    manualPagination: true,
    manualSorting: true,
    // A column is sortable when it says so (`enableSorting: true`) and the list can sort.
    defaultColumn: { enableSorting: false },
    enableSorting: Boolean(onSortingChange),
    enableMultiSort: false,
    enableSortingRemoval: false,
    state: { sorting: sortingState },
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(sortingState) : updater;
      if (onSortingChange) onSortingChange(next);
      else setOwnSorting(next);
    },
  });

  const rows = table.getRowModel().rows;
  const phone = useMediaQuery(PHONE_QUERY);
  const t = useVendorT();
  const { problem } = useProblems();
  return (
    <div className="data-table">
      {Boolean(error) && (
        <Alert
          type="error"
          showIcon
          banner
          title={t('errors.listFailed', { problem: problem(error) })}
        />
      )}
      <Spin spinning={Boolean(loading)}>
        <div className="data-table__scroll">
          {phone ? (
            <CardList table={table} onRowClick={onRowClick} label={rest['aria-label']} />
          ) : (
            <table aria-label={rest['aria-label']}>
              <thead>
                {table.getHeaderGroups().map((group) => (
                  <tr key={group.id}>
                    {group.headers.map((header) => {
                      const meta = header.column.columnDef.meta;
                      const sorted = header.column.getIsSorted();
                      const label = header.isPlaceholder
                        ? null
                        : flexRender(header.column.columnDef.header, header.getContext());
                      return (
                        <th
                          key={header.id}
                          className={cellClass(meta)}
                          style={{ textAlign: meta?.align ?? 'start' }}
                          aria-sort={
                            sorted ? (sorted === 'asc' ? 'ascending' : 'descending') : undefined
                          }
                        >
                          {header.column.getCanSort() ? (
                            <button
                              type="button"
                              className="data-table__sort"
                              onClick={header.column.getToggleSortingHandler()}
                            >
                              {label}
                              {sorted ? SORT_MARKS[sorted] : ' ↕'}
                            </button>
                          ) : (
                            label
                          )}
                        </th>
                      );
                    })}
                  </tr>
                ))}
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr
                    key={row.id}
                    className={onRowClick ? 'data-table__row--link' : undefined}
                    onClick={onRowClick ? () => onRowClick(row.original) : undefined}
                  >
                    {row.getVisibleCells().map((cell) => {
                      const meta = cell.column.columnDef.meta;
                      return (
                        <td
                          key={cell.id}
                          className={cellClass(meta)}
                          style={{ textAlign: meta?.align ?? 'start' }}
                        >
                          {flexRender(cell.column.columnDef.cell, cell.getContext())}
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {rows.length === 0 && !loading && (
            <div className="data-table__empty">
              {empty ?? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />}
            </div>
          )}
        </div>
      </Spin>
      {paging && paging.total > 0 && (
        <Pagination
          className="data-table__pager"
          size="small"
          current={paging.page}
          pageSize={paging.pageSize}
          total={paging.total}
          showSizeChanger
          pageSizeOptions={[10, 20, 50, 100]}
          // The range is one value: isolated, it stays "1–20" in an Arabic line ("1–20 من 42").
          showTotal={(total, [from, to]) =>
            t('errors.pageTotal', { range: `${from}–${to}`, total })
          }
          onChange={paging.onChange}
        />
      )}
    </div>
  );
}

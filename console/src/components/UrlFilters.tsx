import type { ReactNode } from 'react';
import { Input, InputNumber, Select } from 'antd';
import type { useUrlState } from './useUrlState';

type UrlState = ReturnType<typeof useUrlState>;

/** One labelled control of a list's filter bar. */
function Filter({ label, children }: { label: string; children: ReactNode }) {
  return (
    <label className="filter">
      <span>{label}</span>
      {children}
    </label>
  );
}

/** A choice kept in the address parameter `param`; clearing it lists every row. */
export function SelectFilter<T extends string | number>({
  url,
  param,
  label,
  value,
  options,
  placeholder,
  width,
  searchable = false,
}: {
  url: UrlState;
  param: string;
  label: string;
  value: T | undefined;
  options: { value: T; label: string }[];
  placeholder: string;
  width: number;
  /** Type to narrow a long list (by label). */
  searchable?: boolean;
}) {
  return (
    <Filter label={label}>
      <Select
        allowClear
        {...(searchable ? { showSearch: { optionFilterProp: 'label' } } : {})}
        placeholder={placeholder}
        value={value}
        style={{ width }}
        options={options}
        onChange={(next) => url.update({ [param]: next })}
      />
    </Filter>
  );
}

/** A whole number (an id) kept in the address parameter `param`. */
export function IdFilter({
  url,
  param,
  label,
  value,
}: {
  url: UrlState;
  param: string;
  label: string;
  value: number | undefined;
}) {
  return (
    <Filter label={label}>
      <InputNumber
        min={1}
        value={value}
        onChange={(next) => url.update({ [param]: next ?? undefined })}
      />
    </Filter>
  );
}

/** A day (YYYY-MM-DD) kept in the address parameter `param`. */
export function DateFilter({ url, param, label }: { url: UrlState; param: string; label: string }) {
  return (
    <Filter label={label}>
      <Input
        type="date"
        value={url.get(param) ?? ''}
        onChange={(event) => url.update({ [param]: event.target.value })}
      />
    </Filter>
  );
}

import { Select } from 'antd';
import { Filter, type UrlState } from './Filter';

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

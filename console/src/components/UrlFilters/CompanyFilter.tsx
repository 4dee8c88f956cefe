import { useState } from 'react';
import { Select } from 'antd';
import { useAdminVendors } from '../../api/admin/vendors';
import { Filter, type UrlState } from './Filter';

/**
 * A rental company (admins), kept by id in the address parameter `param`: type part of its name,
 * e-mail or phone and choose among the matches the server finds (there may be thousands).
 * `known` names the chosen company while the search has not listed it (e.g. from the rows).
 */
export function CompanyFilter({
  url,
  param,
  label,
  value,
  known,
  width = 240,
}: {
  url: UrlState;
  param: string;
  label: string;
  value: number | undefined;
  known?: { id: number; name: string } | null;
  width?: number;
}) {
  const [search, setSearch] = useState('');
  const vendors = useAdminVendors({ q: search || undefined, page: 1, pageSize: 20 });
  const options = (vendors.data?.items ?? []).map((c) => ({ value: c.id, label: c.name }));
  if (value !== undefined && !options.some((o) => o.value === value)) {
    options.unshift({ value, label: known?.id === value ? known.name : `Company #${value}` });
  }
  return (
    <Filter label={label}>
      <Select
        allowClear
        showSearch={{ filterOption: false, onSearch: setSearch }}
        placeholder="Any company"
        value={value}
        style={{ width }}
        options={options}
        loading={vendors.isFetching}
        onChange={(next) => {
          setSearch('');
          url.update({ [param]: next });
        }}
      />
    </Filter>
  );
}

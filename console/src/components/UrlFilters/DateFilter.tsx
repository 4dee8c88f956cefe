import { Input } from 'antd';
import { Filter, type UrlState } from './Filter';

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

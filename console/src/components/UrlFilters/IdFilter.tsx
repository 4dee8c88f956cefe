import { InputNumber } from 'antd';
import { Filter, type UrlState } from './Filter';

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

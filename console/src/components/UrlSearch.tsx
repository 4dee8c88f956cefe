import { useState } from 'react';
import { Input } from 'antd';
import type { useUrlState } from './useUrlState';

interface UrlSearchProps {
  url: ReturnType<typeof useUrlState>;
  /** The address parameter the list's query reads. */
  param?: string;
  placeholder: string;
  label: string;
  width?: number;
}

/** A list's search box whose text lives in the address: Enter searches, clearing lists all. */
export function UrlSearch({
  url,
  param = 'query',
  placeholder,
  label,
  width = 240,
}: UrlSearchProps) {
  const [text, setText] = useState(url.get(param) ?? '');
  return (
    <Input.Search
      allowClear
      placeholder={placeholder}
      aria-label={label}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onSearch={(value) => url.update({ [param]: value.trim() || undefined })}
      style={{ width: '100%', maxWidth: width }}
    />
  );
}

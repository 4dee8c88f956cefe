import { useEffect, useState } from 'react';
import { Button, Descriptions, Modal, Typography } from 'antd';
import { onChangedElsewhere, type Conflict, type ConflictChoice } from '../api/client';

/** Fields not worth showing in the summary (ids, versions, addresses of files, timestamps). */
const HIDDEN =
  /^(id|etag|createdAt|updatedAt|slug|images|permissions|contentJson|contentHtml)$|Url$/;
const MAX_FIELDS = 8;

const label = (key: string) => key.replace(/([A-Z])/g, ' $1').replace(/^./, (c) => c.toUpperCase());

/** The current values in a few lines: the plain fields, shortened. */
function summary(current: unknown): [string, string][] {
  if (!current || typeof current !== 'object') return [];
  const rows: [string, string][] = [];
  for (const [key, value] of Object.entries(current as Record<string, unknown>)) {
    if (HIDDEN.test(key) || value === null || value === undefined || value === '') continue;
    let text: string;
    if (typeof value === 'string') text = value;
    else if (typeof value === 'number' || typeof value === 'boolean') text = String(value);
    else if (typeof value === 'object' && 'name' in value) text = String(value.name);
    else continue;
    rows.push([label(key), text.length > 80 ? `${text.slice(0, 79)}…` : text]);
    if (rows.length === MAX_FIELDS) break;
  }
  return rows;
}

/**
 * "Changed elsewhere": shown when a save or a decision met a version newer than the one on
 * screen (412). Mounted once; the API client asks it. Reload takes theirs (the page is read
 * again); Overwrite sends ours over it.
 */
export function ChangedElsewhereDialog() {
  const [pending, setPending] = useState<{
    conflict: Conflict;
    answer: (choice: ConflictChoice) => void;
  } | null>(null);

  useEffect(() => {
    onChangedElsewhere(
      (conflict) =>
        new Promise<ConflictChoice>((resolve) => setPending({ conflict, answer: resolve })),
    );
    return () => onChangedElsewhere(null);
  }, []);

  const choose = (choice: ConflictChoice) => {
    pending?.answer(choice);
    setPending(null);
    // Theirs, everywhere on screen: forms keep what they were opened with, so the page is read
    // again rather than only its queries.
    if (choice === 'reload') window.location.reload();
  };
  const rows = summary(pending?.conflict.current);

  return (
    <Modal
      open={pending !== null}
      title="Changed elsewhere"
      closable={false}
      maskClosable={false}
      keyboard={false}
      footer={[
        <Button key="reload" type="primary" onClick={() => choose('reload')}>
          Reload
        </Button>,
        <Button key="overwrite" danger onClick={() => choose('overwrite')}>
          Overwrite
        </Button>,
      ]}
    >
      <Typography.Paragraph>
        Someone changed this (in another tab or on another computer) since you opened it. Reload to
        see their version, or overwrite it with yours.
      </Typography.Paragraph>
      {rows.length > 0 && (
        <Descriptions
          size="small"
          column={1}
          bordered
          title="Now saved"
          items={rows.map(([name, value]) => ({ key: name, label: name, children: value }))}
        />
      )}
    </Modal>
  );
}

import { Button, Descriptions, Modal, Typography } from 'antd';
import type { Conflict, ConflictChoice } from '../api/client';
import changedElsewhereStrings from '../i18n/locales/en/changedElsewhere.json';
import { addEnglish } from '../i18n/strings';
import { useVendorT } from '../i18n/VendorI18n';

addEnglish(changedElsewhereStrings);

/** Fields not worth showing in the summary (ids, versions, addresses of files, timestamps). */
const HIDDEN =
  /^(id|etag|createdAt|updatedAt|slug|images|permissions|contentJson|contentHtml)$|Url$/;
const MAX_FIELDS = 8;

const label = (key: string) => {
  const words = key.replace(/([A-Z])/g, ' $1').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** A plain value in a few words (null when it is not one worth showing). */
function shown(value: unknown): string | null {
  let text: string;
  if (typeof value === 'string') text = value;
  else if (typeof value === 'number' || typeof value === 'boolean') text = String(value);
  else if (value && typeof value === 'object' && 'name' in value) text = String(value.name);
  else return null;
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
}

interface Row {
  field: string;
  saved: string;
  yours?: string;
}

/**
 * What to show: the fields this save would change that someone else set otherwise (their value
 * and yours); without any (an action, or the same values), the values now saved.
 */
function summary(current: unknown, mine: unknown): Row[] {
  if (!current || typeof current !== 'object') return [];
  const now = current as Record<string, unknown>;
  const differing: Row[] = [];
  if (mine && typeof mine === 'object') {
    for (const [key, value] of Object.entries(mine as Record<string, unknown>)) {
      const yours = shown(value);
      const saved = shown(now[key]) ?? '—';
      if (yours !== null && yours !== saved) differing.push({ field: label(key), saved, yours });
    }
  }
  if (differing.length) return differing.slice(0, MAX_FIELDS);
  const rows: Row[] = [];
  for (const [key, value] of Object.entries(now)) {
    const saved = HIDDEN.test(key) || value === '' ? null : shown(value);
    if (saved !== null) rows.push({ field: label(key), saved });
    if (rows.length === MAX_FIELDS) break;
  }
  return rows;
}

/**
 * "Changed elsewhere": shown when a save or a decision met a version newer than the one on
 * screen (412). Loaded and mounted by ChangedElsewhere.tsx when the API client first asks.
 * Reload takes theirs (the page is read again); Overwrite sends ours over it.
 */
export default function ChangedElsewhereDialog({
  conflict,
  onChoose,
}: {
  /** The conflict to decide; null once answered (the dialog closes). */
  conflict: Conflict | null;
  onChoose: (choice: ConflictChoice) => void;
}) {
  const t = useVendorT();
  const choose = (choice: ConflictChoice) => {
    onChoose(choice);
    // Theirs, everywhere on screen: forms keep what they were opened with, so the page is read
    // again rather than only its queries.
    if (choice === 'reload') window.location.reload();
  };
  const rows = summary(conflict?.current, conflict?.mine);
  const compared = rows.some((row) => row.yours !== undefined);

  return (
    <Modal
      open={conflict !== null}
      title={t('changedElsewhere.title')}
      closable={false}
      maskClosable={false}
      keyboard={false}
      footer={[
        <Button key="reload" type="primary" onClick={() => choose('reload')}>
          {t('changedElsewhere.reload')}
        </Button>,
        <Button key="overwrite" danger onClick={() => choose('overwrite')}>
          {t('changedElsewhere.overwrite')}
        </Button>,
      ]}
    >
      <Typography.Paragraph>{t('changedElsewhere.body')}</Typography.Paragraph>
      {rows.length > 0 && (
        <Descriptions
          size="small"
          column={1}
          bordered
          title={compared ? t('changedElsewhere.compared') : t('changedElsewhere.saved')}
          items={rows.map((row) => ({
            key: row.field,
            label: row.field,
            children: compared ? (
              <>
                <Typography.Text strong>{row.saved}</Typography.Text>
                <Typography.Text type="secondary">
                  {t('changedElsewhere.yours', { value: row.yours ?? '' })}
                </Typography.Text>
              </>
            ) : (
              row.saved
            ),
          }))}
        />
      )}
    </Modal>
  );
}

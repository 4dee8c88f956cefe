import { useVendorT } from '../../i18n/VendorI18n';
import type { VendorT } from '../../i18n/strings';
import { useState } from 'react';
import { Alert, Button, Flex, Tag, Typography, Upload } from 'antd';
import { ACCEPTED_PHOTO_TYPES, photoFileProblem } from '@core/rules/carPhotos';

export interface PhotoItem {
  key: string;
  url: string;
}

interface CarPhotosProps {
  photos: readonly PhotoItem[];
  onAdd: (file: File) => void;
  onRemove: (key: string) => void;
  /** Move the photo to another place; place 0 is the cover. */
  onMove: (key: string, toIndex: number) => void;
  busy?: boolean;
}

export const PHOTO_TYPES = ACCEPTED_PHOTO_TYPES.join(',');

/** core's photoFileProblem in the vendor's language: the file named, why it was left out. */
function photoProblemIn(t: VendorT, file: { name: string; type: string; size: number }) {
  if (!(ACCEPTED_PHOTO_TYPES as readonly string[]).includes(file.type)) {
    return t('carForm.photoType', { name: file.name });
  }
  if (file.size === 0) return t('carForm.photoEmpty', { name: file.name });
  return t('carForm.photoSize', { name: file.name, size: (file.size / 1024 / 1024).toFixed(1) });
}
/**
 * A listing's photos: add several, order them, choose the cover (the first), remove. Each file
 * is checked against the API's limits before anything is sent; the ones refused are named with
 * the reason.
 */
export function CarPhotos({ photos, onAdd, onRemove, onMove, busy }: CarPhotosProps) {
  const t = useVendorT();
  const [refused, setRefused] = useState<string[]>([]);
  return (
    <div>
      {refused.length > 0 && (
        <Alert
          type="error"
          showIcon
          closable={{ onClose: () => setRefused([]) }}
          className="car-photos__refused"
          title={t('carForm.photosRefused', { count: refused.length })}
          description={
            <ul className="car-photos__refused-list">
              {refused.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          }
        />
      )}
      <Flex gap={12} wrap className="car-photos">
        {photos.map((photo, index) => (
          <figure key={photo.key} className="car-photos__item">
            <img src={photo.url} alt={`Photo ${index + 1}`} />
            {index === 0 && (
              <Tag color="blue" className="car-photos__cover">
                Cover
              </Tag>
            )}
            <Flex gap={4} wrap justify="center" className="car-photos__actions">
              <Button
                size="small"
                aria-label={`Move photo ${index + 1} earlier`}
                disabled={busy || index === 0}
                onClick={() => onMove(photo.key, index - 1)}
              >
                ←
              </Button>
              <Button
                size="small"
                aria-label={`Move photo ${index + 1} later`}
                disabled={busy || index === photos.length - 1}
                onClick={() => onMove(photo.key, index + 1)}
              >
                →
              </Button>
              {index > 0 && (
                <Button size="small" disabled={busy} onClick={() => onMove(photo.key, 0)}>
                  Cover
                </Button>
              )}
              <Button
                size="small"
                danger
                disabled={busy}
                aria-label={`Remove photo ${index + 1}`}
                onClick={() => onRemove(photo.key)}
              >
                Remove
              </Button>
            </Flex>
          </figure>
        ))}
        <Upload
          accept={PHOTO_TYPES}
          multiple
          showUploadList={false}
          disabled={busy}
          beforeUpload={(file, batch) => {
            // A new choice of files starts a new list of refusals.
            if (file === batch[0]) setRefused([]);
            const problem = photoFileProblem(file) && photoProblemIn(t, file);
            if (problem) setRefused((current) => [...current, problem]);
            else onAdd(file);
            return false;
          }}
        >
          <button type="button" className="car-photos__add" disabled={busy}>
            <span aria-hidden>+</span>
            {t('carForm.addPhotos')}
          </button>
        </Upload>
      </Flex>
      <Typography.Paragraph type="secondary" className="car-photos__hint">
        {t('carForm.photosHint')}
      </Typography.Paragraph>
    </div>
  );
}

/** The list with one item moved to another place. */
export function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(Math.max(0, Math.min(to, next.length)), 0, item);
  return next;
}

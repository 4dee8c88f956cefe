import { Button, Flex, Tag, Typography, Upload } from 'antd';

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

export const PHOTO_TYPES = 'image/jpeg,image/png,image/webp';

/** A listing's photos: add several, order them, choose the cover (the first), remove. */
export function CarPhotos({ photos, onAdd, onRemove, onMove, busy }: CarPhotosProps) {
  return (
    <div>
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
          beforeUpload={(file) => {
            onAdd(file);
            return false;
          }}
        >
          <button type="button" className="car-photos__add" disabled={busy}>
            <span aria-hidden>+</span>
            Add photos
          </button>
        </Upload>
      </Flex>
      <Typography.Paragraph type="secondary" className="car-photos__hint">
        JPEG, PNG or WebP, up to 8 MB each. The first photo is the cover renters see in search.
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

/**
 * Changes of an approved listing waiting for review (the API's `pendingChanges`): the diff
 * against the public version for the admin's review pane and the vendor's edit screen, and the
 * short note in the vendor's list.
 */
import { Flex, Image, Space, Tag, Typography } from 'antd';
import { BRAND_LABELS, CAR_TYPE_LABELS, EMIRATE_LABELS, type Brand } from '@core/enums';
import type { ReviewedListingField } from '@core/rules/listingStatus';
import { formatAed } from '@core/rules/pricing';
import type { CarImage, PendingChanges, VendorCar } from '@core/schemas/car';
import { formatDateTime } from './format';
import './listingChanges.css';

const FIELD_LABELS: Record<ReviewedListingField, string> = {
  title: 'Title',
  description: 'Description',
  titleAr: 'Title in Arabic',
  descriptionAr: 'Description in Arabic',
  brand: 'Brand',
  model: 'Model',
  year: 'Year',
  carType: 'Type',
  emirate: 'Emirate',
  color: 'Colour',
  photos: 'Photos',
  pricePerDay: 'Price per day',
  pricePerWeek: 'Price per week',
  pricePerMonth: 'Price per month',
};

type DiffValue = PendingChanges['diff'][number]['before'];

function shown(field: ReviewedListingField, value: DiffValue): string {
  if (value === null || value === '') return '—';
  if (field === 'brand') return BRAND_LABELS[value as Brand] ?? String(value);
  if (field === 'carType')
    return CAR_TYPE_LABELS[value as keyof typeof CAR_TYPE_LABELS] ?? String(value);
  if (field === 'emirate')
    return EMIRATE_LABELS[value as keyof typeof EMIRATE_LABELS] ?? String(value);
  if (field.startsWith('price')) return formatAed(Number(value));
  return String(value);
}

/** The fields waiting, in words: "Title, Description and photos". */
export function changedFieldNames(changes: PendingChanges): string {
  const names = changes.diff.map((change) => FIELD_LABELS[change.field]);
  if (changes.photos) names.push('Photos');
  return names.length > 1
    ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)!.toLowerCase()}`
    : (names[0] ?? '');
}

function Thumbs({ images, label }: { images: CarImage[]; label: string }) {
  return (
    <Flex gap={6} wrap>
      {images.map((image, index) => (
        <Image
          key={image.id}
          src={image.url}
          alt={`${label} ${index + 1}`}
          width={72}
          height={48}
          style={{ objectFit: 'cover', borderRadius: 4 }}
        />
      ))}
    </Flex>
  );
}

/** Field by field, approved value → waiting value; photos added and removed. */
export function ListingChangesDiff({
  changes,
  heading = false,
}: {
  changes: PendingChanges;
  /** Say what this is (in the admin's pane; the vendor's notice has its own title). */
  heading?: boolean;
}) {
  return (
    <section className="listing-changes" aria-label="Changes waiting for review">
      {heading && (
        <Typography.Title level={5} style={{ margin: 0 }}>
          Changes waiting for review: {changedFieldNames(changes)}
        </Typography.Title>
      )}
      <Typography.Text type="secondary">
        Waiting since {formatDateTime(changes.submittedAt)}. Renters see the approved version until
        these are approved.
      </Typography.Text>
      <dl className="listing-changes__list">
        {changes.diff.map((change) => (
          <div key={change.field} className="listing-changes__row">
            <dt>{FIELD_LABELS[change.field]}</dt>
            <dd>
              <del className="listing-changes__before">{shown(change.field, change.before)}</del>
              <span aria-hidden> → </span>
              <ins className="listing-changes__after">{shown(change.field, change.after)}</ins>
            </dd>
          </div>
        ))}
        {changes.photos && (
          <div className="listing-changes__row">
            <dt>Photos</dt>
            <dd>
              <Space orientation="vertical" size={6}>
                {changes.photos.added.length > 0 && (
                  <div>
                    <Tag color="green">Added {changes.photos.added.length}</Tag>
                    <Thumbs images={changes.photos.added} label="Added photo" />
                  </div>
                )}
                {changes.photos.removed.length > 0 && (
                  <div>
                    <Tag color="red">Removed {changes.photos.removed.length}</Tag>
                    <Thumbs images={changes.photos.removed} label="Removed photo" />
                  </div>
                )}
                {changes.photos.reordered && <Tag color="blue">New order</Tag>}
              </Space>
            </dd>
          </div>
        )}
      </dl>
    </section>
  );
}

/** Beside a listing's state in the vendor's list: what waits, or why changes were refused. */
export function ListingReviewNote({ car }: { car: VendorCar }) {
  if (car.pendingChanges) {
    return (
      <Tag color="gold" className="listing-review-note">
        Changes waiting for review
      </Tag>
    );
  }
  if (car.changesRejection) {
    return (
      <Typography.Text type="danger" className="car-cell__reason">
        Changes not accepted: {car.changesRejection.reason}
      </Typography.Text>
    );
  }
  return null;
}

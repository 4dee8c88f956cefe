/**
 * Changes of an approved listing waiting for review (the API's `pendingChanges`): the diff
 * against the public version for the admin's review pane and the vendor's edit screen, and the
 * short note in the vendor's list.
 */
import { Flex, Image, Space, Tag, Typography } from 'antd';
import type { Brand } from '@core/enums';
import type { ReviewedListingField } from '@core/rules/listingStatus';
import { formatAed } from '@core/rules/pricing';
import type { CarImage, PendingChanges, VendorCar } from '@core/schemas/car';
import listingChangesStrings from '../i18n/locales/en/listingChanges.json';
import { addEnglish, englishT, type VendorT } from '../i18n/strings';
import { useVendorDates } from '../i18n/vendorDates';
import { useVendorT } from '../i18n/VendorI18n';
import { useVendorLabels } from '../i18n/vendorLabels';
import './listingChanges.css';

// The admin's review pane reads English; the vendor's edit screen the vendor's language.
addEnglish(listingChangesStrings);

type DiffValue = PendingChanges['diff'][number]['before'];
type Labels = ReturnType<typeof useVendorLabels>;

function shown(field: ReviewedListingField, value: DiffValue, labels: Labels): string {
  if (value === null || value === '') return '—';
  if (field === 'brand') return labels.brand[value as Brand] ?? String(value);
  if (field === 'carType') return labels.carType[value as keyof Labels['carType']] ?? String(value);
  if (field === 'emirate') return labels.emirate[value as keyof Labels['emirate']] ?? String(value);
  if (field.startsWith('price')) return formatAed(Number(value));
  return String(value);
}

/** The fields waiting, in words: "Title, Description and photos". */
export function changedFieldNames(changes: PendingChanges, t: VendorT = englishT): string {
  const names = changes.diff.map((change) => t(`listingChanges.field.${change.field}`));
  if (changes.photos) names.push(t('listingChanges.field.photos'));
  return names.length > 1
    ? t('listingChanges.list', {
        first: names.slice(0, -1).join(t('listingChanges.separator')),
        last: names.at(-1)!.toLowerCase(),
      })
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
  const t = useVendorT();
  const labels = useVendorLabels();
  const dates = useVendorDates();
  return (
    <section className="listing-changes" aria-label={t('listingChanges.aria')}>
      {heading && (
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t('listingChanges.heading', { fields: changedFieldNames(changes, t) })}
        </Typography.Title>
      )}
      <Typography.Text type="secondary">
        {t('listingChanges.since', { time: dates.dateTime(changes.submittedAt) })}
      </Typography.Text>
      <dl className="listing-changes__list">
        {changes.diff.map((change) => (
          <div key={change.field} className="listing-changes__row">
            <dt>{t(`listingChanges.field.${change.field}`)}</dt>
            <dd>
              <del className="listing-changes__before">
                {shown(change.field, change.before, labels)}
              </del>
              {/* From the old value to the new in the reading direction: ← in Arabic. */}
              <span aria-hidden> {t('listingChanges.arrow')} </span>
              <ins className="listing-changes__after">
                {shown(change.field, change.after, labels)}
              </ins>
            </dd>
          </div>
        ))}
        {changes.photos && (
          <div className="listing-changes__row">
            <dt>{t('listingChanges.field.photos')}</dt>
            <dd>
              <Space orientation="vertical" size={6}>
                {changes.photos.added.length > 0 && (
                  <div>
                    <Tag color="green">
                      {t('listingChanges.added', { count: changes.photos.added.length })}
                    </Tag>
                    <Thumbs images={changes.photos.added} label={t('listingChanges.addedPhoto')} />
                  </div>
                )}
                {changes.photos.removed.length > 0 && (
                  <div>
                    <Tag color="red">
                      {t('listingChanges.removed', { count: changes.photos.removed.length })}
                    </Tag>
                    <Thumbs
                      images={changes.photos.removed}
                      label={t('listingChanges.removedPhoto')}
                    />
                  </div>
                )}
                {changes.photos.reordered && <Tag color="blue">{t('listingChanges.newOrder')}</Tag>}
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
  const t = useVendorT();
  if (car.pendingChanges) {
    return (
      <Tag color="gold" className="listing-review-note">
        {t('listingChanges.waiting')}
      </Tag>
    );
  }
  if (car.changesRejection) {
    return (
      <Typography.Text type="danger" className="car-cell__reason">
        {t('listingChanges.notAccepted', { reason: car.changesRejection.reason })}
      </Typography.Text>
    );
  }
  return null;
}

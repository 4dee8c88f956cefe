import {
  VENDOR_BLOCK_REASONS,
  type CarBlock,
  type FleetBlockResult,
  type VendorBlockReason,
} from '@core/schemas/trip';
import availabilityStrings from '../../i18n/locales/en/availability.json';
import labelsStrings from '../../i18n/locales/en/labels.json';
import { addEnglish, englishT, type VendorT } from '../../i18n/strings';

addEnglish(availabilityStrings);
addEnglish(labelsStrings);

/** dayjs's format of a UAE day, as the API takes it. */
export const DAY = 'YYYY-MM-DD';

/** The reasons a vendor picks from, `first` first (a fleet block is most often a holiday). */
export const blockReasonOptions = (t: VendorT, first: VendorBlockReason = 'maintenance') =>
  [first, ...VENDOR_BLOCK_REASONS.filter((reason) => reason !== first)].map((value) => ({
    value,
    label: t(`labels.blockReason.${value}`),
  }));

/** The block covering a UAE day (`YYYY-MM-DD`; both ends of a block included), if any. */
export function blockOn(blocks: readonly CarBlock[], day: string): CarBlock | undefined {
  return blocks.find((block) => block.from <= day && day <= block.to);
}

/** How many days a block covers, both ends included. */
export function blockLength(block: Pick<CarBlock, 'from' | 'to'>): number {
  const ms = Date.parse(`${block.to}T00:00:00Z`) - Date.parse(`${block.from}T00:00:00Z`);
  return Math.round(ms / 86_400_000) + 1;
}

/** What blocking the whole fleet did, in a sentence: "Blocked 4 cars; 1 car already blocked then". */
export function fleetBlockSummary(
  { blocked, skipped }: FleetBlockResult,
  t: VendorT = englishT,
): string {
  const done = t('availability.blockedCars', { count: blocked.length });
  return skipped.length === 0
    ? done
    : t('availability.summary', {
        blocked: done,
        skipped: t('availability.skippedCars', { count: skipped.length }),
      });
}

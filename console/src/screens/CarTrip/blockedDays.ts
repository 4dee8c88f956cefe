import {
  CAR_BLOCK_REASON_LABELS,
  VENDOR_BLOCK_REASONS,
  type CarBlock,
  type FleetBlockResult,
  type VendorBlockReason,
} from '@core/schemas/trip';

/** dayjs's format of a UAE day, as the API takes it. */
export const DAY = 'YYYY-MM-DD';

/** The reasons a vendor picks from, `first` first (a fleet block is most often a holiday). */
export const blockReasonOptions = (first: VendorBlockReason = 'maintenance') =>
  [first, ...VENDOR_BLOCK_REASONS.filter((reason) => reason !== first)].map((value) => ({
    value,
    label: CAR_BLOCK_REASON_LABELS[value],
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

const cars = (count: number) => `${count} ${count === 1 ? 'car' : 'cars'}`;

/** What blocking the whole fleet did, in a sentence: "Blocked 4 cars; 1 car already blocked then". */
export function fleetBlockSummary({ blocked, skipped }: FleetBlockResult): string {
  const done = `Blocked ${cars(blocked.length)}`;
  return skipped.length === 0 ? done : `${done}; ${cars(skipped.length)} already blocked then`;
}

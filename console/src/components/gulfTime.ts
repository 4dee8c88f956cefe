import dayjs, { type Dayjs } from 'dayjs';
import { uaeInstant, uaeWallClock } from '@core/rules/uaeTime';

/**
 * The console's date-time pickers in UAE time (UTC+4, no daylight saving), as the console writes
 * times (format.ts) and as the team works, whatever the zone of the computer (a laptop abroad).
 * antd's pickers count in the computer's zone, so a picker is given a local Dayjs that carries the
 * UAE wall clock's fields, and the fields picked are read back as UAE time.
 */
export function toGulfPicker(iso: string): Dayjs {
  return dayjs(uaeWallClock(new Date(iso)));
}

/** The instant (ISO) of a picker's fields read as UAE time. */
export function fromGulfPicker(picked: Dayjs): string {
  return uaeInstant(picked.format('YYYY-MM-DDTHH:mm:ss')).toISOString();
}

/** Now, as a picker shows it (for "not before today"). */
export const gulfNowForPicker = () => toGulfPicker(new Date().toISOString());

/**
 * UAE time: Gulf Standard Time, UTC+4 all year (no daylight saving), the time the rental
 * companies and the team count in, whatever the zone of the computer.
 */
export const UAE_UTC_OFFSET = '+04:00';
export const UAE_OFFSET_MS = 4 * 60 * 60 * 1000;

/** An instant as the UAE wall clock: `YYYY-MM-DDTHH:mm:ss`. */
export function uaeWallClock(instant: Date): string {
  return new Date(instant.getTime() + UAE_OFFSET_MS).toISOString().slice(0, 19);
}

/** Today in the UAE as `YYYY-MM-DD`: the day documents are checked against, the earliest pick-up. */
export function uaeToday(now: Date = new Date()): string {
  return uaeWallClock(now).slice(0, 10);
}

/** The instant a UAE wall clock (`YYYY-MM-DDTHH:mm` with optional seconds) names. */
export function uaeInstant(wallClock: string): Date {
  return new Date(`${wallClock}${UAE_UTC_OFFSET}`);
}

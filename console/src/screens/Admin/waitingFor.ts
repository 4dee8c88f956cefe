const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** How long an item has waited, in words ("3 days", "5 hours", "under a minute"). */
export function waitingFor(sinceIso: string, now = Date.now()): string {
  const waited = Math.max(0, now - new Date(sinceIso).getTime());
  if (waited >= DAY) return plural(Math.floor(waited / DAY), 'day');
  if (waited >= HOUR) return plural(Math.floor(waited / HOUR), 'hour');
  if (waited >= MINUTE) return plural(Math.floor(waited / MINUTE), 'minute');
  return 'under a minute';
}

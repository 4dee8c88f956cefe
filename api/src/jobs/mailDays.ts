import { uaeInstant } from '@core/rules/uaeTime';

/** `YYYY-MM-DD` plus `days` (calendar arithmetic, no time zone involved). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (both `YYYY-MM-DD`). */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** The instants a UAE day starts and ends (its midnight, the next midnight). */
export const uaeDayBounds = (day: string) => ({
  from: uaeInstant(`${day}T00:00`),
  to: uaeInstant(`${addDays(day, 1)}T00:00`),
});

/** A day as mail shows it: "Thursday 26 November 2026". */
export const dayInWords = (day: string, language = 'en') =>
  new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));

/** Words a reader reads a minute: the usual figure for web articles. */
export const READING_WORDS_PER_MINUTE = 220;

/** The words of an HTML text: tags and entities are not words. */
export function countWords(html: string): number {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[#a-z0-9]+;/gi, ' ')
    .trim();
  return text ? text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length : 0;
}

/** Whole minutes to read a post, at least one. */
export function readingMinutes(html: string): number {
  return Math.max(1, Math.round(countWords(html) / READING_WORDS_PER_MINUTE));
}

/** Free text of a catalogue search, as both the in-memory index and the SQL reference read it. */

/**
 * Arabic as the `search_words` trigger folds it (migration 20261127204600): no short vowels or
 * tatweel, one alef (أ إ آ → ا), ه for ة, ي for ى, so a renter's spelling finds the company's.
 */
function foldArabic(text: string): string {
  return text
    .replace(/[\u064B-\u0652\u0640]/g, '')
    .replace(/[\u0623\u0625\u0622]/g, '\u0627')
    .replace(/\u0629/g, '\u0647')
    .replace(/\u0649/g, '\u064A');
}

/** The words of a free-text query (at most 6), as the vocabulary spells them (Latin or Arabic). */
export function queryWords(text: string | undefined): string[] {
  return [
    ...new Set(
      normaliseText(text)
        .split(/[^a-z0-9\u0621-\u064A]+/)
        .filter(Boolean),
    ),
  ].slice(0, 6);
}

export function normaliseText(text: string | undefined): string {
  return foldArabic((text ?? '').toLowerCase().replace(/\s+/g, ' ').trim());
}

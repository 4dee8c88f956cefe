/** Free text of a catalogue search, as both the in-memory index and the SQL reference read it. */

/** The words of a free-text query (at most 6), as the vocabulary spells them. */
export function queryWords(text: string | undefined): string[] {
  return [
    ...new Set(
      normaliseText(text)
        .split(/[^a-z0-9]+/)
        .filter(Boolean),
    ),
  ].slice(0, 6);
}

export function normaliseText(text: string | undefined): string {
  return (text ?? '').toLowerCase().replace(/\s+/g, ' ').trim();
}

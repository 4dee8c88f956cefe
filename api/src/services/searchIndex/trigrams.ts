/**
 * PostgreSQL pg_trgm's word similarity, for the words of the search vocabulary (lowercase
 * letters and digits only, as `queryWords` and the `search_words` trigger split them), so the
 * in-memory search resolves a typo to the same words as `v.word % ?` did in SQL:
 * a word is padded with two spaces before and one after, its distinct 3-character windows are
 * its trigrams, and similarity = shared / (trigrams of one + of the other - shared), a match
 * from 0.3 (`pg_trgm.similarity_threshold`'s default) up.
 */

export const SIMILARITY_THRESHOLD = 0.3;

export function trigramsOf(word: string): string[] {
  const padded = `  ${word} `;
  const trigrams = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i += 1) trigrams.add(padded.slice(i, i + 3));
  return [...trigrams];
}

/** pg_trgm computes in single precision: so do we, so a borderline pair decides alike. */
export function similarityOf(shared: number, countA: number, countB: number): number {
  const union = countA + countB - shared;
  return union === 0 ? 0 : Math.fround(Math.fround(shared) / Math.fround(union));
}

export function similarity(a: string, b: string): number {
  const ta = trigramsOf(a);
  const tb = new Set(trigramsOf(b));
  const shared = ta.filter((t) => tb.has(t)).length;
  return similarityOf(shared, ta.length, tb.size);
}

export const isSimilar = (score: number) => score >= SIMILARITY_THRESHOLD;

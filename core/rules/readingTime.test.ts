import { describe, expect, it } from 'vitest';
import { countWords, readingMinutes } from './readingTime';

describe('reading time', () => {
  it('counts words of the text, not tags or entities', () => {
    expect(countWords('<p>Salik &amp; <strong>fines</strong> in Dubai</p><hr>')).toBe(4);
    expect(countWords('')).toBe(0);
  });

  it('is whole minutes at 220 words a minute, at least one', () => {
    expect(readingMinutes('<p>short</p>')).toBe(1);
    expect(readingMinutes(`<p>${'word '.repeat(660)}</p>`)).toBe(3);
  });
});

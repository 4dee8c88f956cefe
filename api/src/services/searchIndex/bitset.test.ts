import { describe, expect, it } from 'vitest';
import {
  andNotInto,
  bitCount,
  countBits,
  emptyBits,
  forEachBit,
  fullBits,
  intersectInto,
  pageOfBits,
  positionSet,
  setBit,
} from './bitset';

const members = (bits: Uint32Array) => {
  const out: number[] = [];
  forEachBit(bits, (p) => out.push(p));
  return out;
};

describe('bitsets of catalogue positions', () => {
  it('counts bits of any word, the sign bit included', () => {
    expect([0, 1, 0xff, 0x80000000, 0xffffffff].map(bitCount)).toEqual([0, 1, 8, 1, 32]);
  });

  it('holds every position of a size, none past it', () => {
    const all = fullBits(70);
    expect(countBits(all)).toBe(70);
    expect(members(all).at(-1)).toBe(69);
  });

  it('pages through set positions, skipping whole words', () => {
    const bits = emptyBits(200);
    const set = [0, 3, 31, 32, 33, 64, 100, 150, 199];
    for (const p of set) setBit(bits, p);
    for (let skip = 0; skip <= set.length; skip += 1) {
      const page: number[] = [];
      pageOfBits(bits, skip, 3, page);
      expect(page, `skip ${skip}`).toEqual(set.slice(skip, skip + 3));
    }
  });

  it('intersects with sparse lists and dense sets alike', () => {
    const size = 1000;
    const sparse = positionSet([5, 40, 999], size);
    const dense = positionSet(
      Array.from({ length: 500 }, (_, i) => i * 2),
      size,
    );
    expect(sparse.list).toBeDefined();
    expect(dense.bits).toBeDefined();
    expect(members(intersectInto(fullBits(size), sparse))).toEqual([5, 40, 999]);
    const evens = intersectInto(fullBits(size), dense);
    expect(members(intersectInto(evens, sparse))).toEqual([40]);
    const odd = fullBits(size);
    andNotInto(odd, dense.bits!);
    expect(countBits(odd)).toBe(500);
  });
});

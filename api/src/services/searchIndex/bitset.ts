/**
 * Sets of catalogue positions (0 … size-1) as plain `Uint32Array` bitsets, and sorted position
 * lists for sparse sets. Hand-written rather than a library: the search needs a dozen small
 * operations (and, and-not, or, count, the n-th set bit), and typed-array loops run at memory
 * speed in V8 without a WebAssembly boundary per call.
 *
 * A bitset of `size` positions has ceil(size / 32) words; bits past `size` are always zero.
 */

export type Bits = Uint32Array;

export const wordsFor = (size: number) => (size + 31) >>> 5;

export function emptyBits(size: number): Bits {
  return new Uint32Array(wordsFor(size));
}

/** Every position of 0 … size-1. */
export function fullBits(size: number): Bits {
  const bits = new Uint32Array(wordsFor(size));
  bits.fill(0xffffffff);
  const tail = size & 31;
  if (tail) bits[bits.length - 1] = (1 << tail) - 1;
  return bits;
}

export function setBit(bits: Bits, position: number) {
  bits[position >>> 5]! |= 1 << (position & 31);
}

export function hasBit(bits: Bits, position: number): boolean {
  return (bits[position >>> 5]! & (1 << (position & 31))) !== 0;
}

/** Set bits in one 32-bit word (SWAR: no popcount instruction in JavaScript). */
export function bitCount(word: number): number {
  word -= (word >>> 1) & 0x55555555;
  word = (word & 0x33333333) + ((word >>> 2) & 0x33333333);
  return Math.imul((word + (word >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

export function countBits(bits: Bits): number {
  let n = 0;
  for (let i = 0; i < bits.length; i += 1) if (bits[i]) n += bitCount(bits[i]!);
  return n;
}

/** target = target AND other */
export function andInto(target: Bits, other: Bits) {
  for (let i = 0; i < target.length; i += 1) target[i]! &= other[i]!;
}

/** target = target AND NOT other */
/** Whether the two share a position (stops at the first word they share). */
export function intersects(a: Bits, b: Bits): boolean {
  for (let i = 0; i < a.length; i += 1) if ((a[i]! & b[i]!) !== 0) return true;
  return false;
}

export function andNotInto(target: Bits, other: Bits) {
  for (let i = 0; i < target.length; i += 1) target[i]! &= ~other[i]!;
}

/** target = target OR other */
export function orInto(target: Bits, other: Bits) {
  for (let i = 0; i < target.length; i += 1) target[i]! |= other[i]!;
}

/**
 * A set of positions as the index keeps it: a bitset when it is dense, else the sorted list of
 * its positions (a list costs 32 bits a member, a bitset 1 bit a position: the smaller wins).
 */
export type PositionSet =
  { bits: Bits; list?: undefined } | { list: Uint32Array; bits?: undefined };

export function positionSet(sortedPositions: Uint32Array | number[], size: number): PositionSet {
  if (sortedPositions.length * 32 < size) return { list: Uint32Array.from(sortedPositions) };
  const bits = emptyBits(size);
  for (const position of sortedPositions) setBit(bits, position);
  return { bits };
}

export function setSize(set: PositionSet): number {
  return set.bits ? countBits(set.bits) : set.list.length;
}

export function setBytes(set: PositionSet): number {
  return (set.bits ?? set.list).byteLength;
}

/** target = target AND set; a list is intersected member by member (no pass over `target`). */
export function intersectInto(target: Bits, set: PositionSet): Bits {
  if (set.bits) {
    andInto(target, set.bits);
    return target;
  }
  const result = new Uint32Array(target.length);
  for (const position of set.list) {
    const word = position >>> 5;
    const bit = 1 << (position & 31);
    if (target[word]! & bit) result[word]! |= bit;
  }
  return result;
}

/** target = target OR set */
export function unionInto(target: Bits, set: PositionSet) {
  if (set.bits) orInto(target, set.bits);
  else for (const position of set.list) setBit(target, position);
}

/** Calls `visit` with each set position, in increasing order. */
export function forEachBit(bits: Bits, visit: (position: number) => void) {
  for (let i = 0; i < bits.length; i += 1) {
    let word = bits[i]!;
    while (word !== 0) {
      const low = word & -word;
      visit((i << 5) + 31 - Math.clz32(low));
      word ^= low;
    }
  }
}

/**
 * Up to `take` set positions after skipping the first `skip`, in increasing order, appended to
 * `out`. Whole words are skipped by their count, so deep pages cost no more than shallow ones.
 */
export function pageOfBits(bits: Bits, skip: number, take: number, out: number[]) {
  let i = 0;
  for (; i < bits.length && skip > 0; i += 1) {
    const n = bits[i] ? bitCount(bits[i]!) : 0;
    if (n > skip) break;
    skip -= n;
  }
  for (; i < bits.length && take > 0; i += 1) {
    let word = bits[i]!;
    while (word !== 0 && take > 0) {
      const low = word & -word;
      word ^= low;
      if (skip > 0) {
        skip -= 1;
        continue;
      }
      out.push((i << 5) + 31 - Math.clz32(low));
      take -= 1;
    }
  }
}

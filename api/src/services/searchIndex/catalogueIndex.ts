/**
 * The catalogue search engine, in memory: every public car has a position (0 … n-1) in the
 * listing's relevance order (featured first, then newest, then highest id), and each fact a
 * filter reads is a set of positions (services/searchIndex/bitset.ts). A search intersects the
 * sets of its filter, counts the facets from the result, and picks the page's positions in the
 * asked order; the caller then loads those cars by id (services/carSearch.ts). Nothing here
 * touches the database: `buildCatalogueIndex` takes the rows `loadIndexedCars` read.
 *
 * Cost per search: a few passes over n/32 words (12 KB at 100,000 cars), plus work in the size
 * of the result's smaller side (facets), the page's depth (paging), never a pass over car objects.
 *
 * Meaning: the SQL of services/carSearch.ts (`applyPublicFilter`, `applySort`) is the reference;
 * an integration test holds the two to the same ids in the same order.
 */
import type { CarFilter } from '@core/rules/carFilter';
import type { CarSort } from '@core/rules/carSearchParams';
import { PRICE_BANDS, priceBandOf } from '@core/rules/priceBands';
import { cheapestRentFils } from '@core/rules/tripPrice';
import type { CarTripTerms } from '@core/rules/tripTerms';
import type { CarFacets } from '@core/schemas/carSearch';
import {
  andInto,
  andNotInto,
  countBits,
  emptyBits,
  forEachBit,
  fullBits,
  hasBit,
  intersectInto,
  intersects,
  pageOfBits,
  positionSet,
  setBit,
  setBytes,
  unionInto,
  wordsFor,
  type Bits,
  type PositionSet,
} from './bitset';
import { isSimilar, similarityOf, trigramsOf } from './trigrams';
import { normaliseText, queryWords } from '../searchText';

/** One public car as the index reads it (`loadIndexedCars`), rows in relevance order. */
export interface IndexedCar {
  id: number;
  carType: string;
  brand: string;
  emirate: string;
  area: string | null;
  services: readonly string[];
  pricePerDay: number;
  /** The trip rates (`cheapestRentFils`): a week's when the car has one, the month shown. */
  pricePerWeek: number | null;
  pricePerMonth: number;
  horsepower: number | null;
  seats: number;
  withDriver: boolean;
  longTerm: boolean;
  securityDeposit: number;
  minimumDriverAge: number;
  /** `cars.search_words`: the words free text matches. */
  words: readonly string[];
  /** 0-based rank by (price_per_day, id) and by (created_at DESC, id DESC), from SQL. */
  priceRank: number;
  newestRank: number;
  /** The car's weekend and season rates, when it has any (its `trip_terms`). */
  dayRates?: DayRates | null;
}

/** The part of a car's own terms that prices a dated trip day by day. */
export type DayRates = Pick<CarTripTerms, 'weekendPricePerDay' | 'seasons'>;

/** What a search's trip is priced from (services/quotes.ts `searchTrip`), per car. */
export interface SearchTripRates {
  pricePerDay: number;
  pricePerWeek: number | null;
  pricePerMonth: number;
  tripTerms: DayRates | null;
}

export interface IndexSearch {
  filter: CarFilter;
  sort: CarSort;
  page: number;
  pageSize: number;
  /** The trip's rental days when dates are given: `total_asc` sorts by the trip's rent. */
  tripDays?: number;
}

export interface IndexAnswer {
  /** The page's car ids, in order. */
  ids: number[];
  /** With `tripDays`: each page car's rates by id, so its trip is priced without a query. */
  rates?: Map<number, SearchTripRates>;
  total: number;
  facets: CarFacets;
}

/** The facets counted per value (the lowest driver age is found apart). */
type CountedFacet = Exclude<keyof CarFacets, 'lowestDriverAge'>;

/** A value-keyed family of sets: car type → cars of that type, etc. */
type Sets = Map<string, PositionSet>;

/**
 * A numeric fact (price, horsepower, seats, minimum driver age) for range filters: positions
 * sorted by value, and every `step` of them a bitset of all positions before it, so "value ≤ x"
 * is one checkpoint copied plus at most `step` bits set, whatever the catalogue's size.
 */
interface NumberSets {
  values: Float64Array;
  positions: Uint32Array;
  step: number;
  checkpoints: Bits[];
}

/** The facets a result counts, each a code per position (PRICE_BANDS order for the band). */
interface FacetColumn {
  name: CountedFacet;
  codes: Uint8Array;
  labels: string[];
  /** Counts over the whole catalogue: a dense result is counted by its complement. */
  all: Uint32Array;
}

export interface CatalogueIndex {
  size: number;
  /**
   * `unavailable`: ids of cars blocked on a day of the filter's `available` range (read from the
   * blocks table per search by services/facetIndex.ts); they are left out of the result.
   */
  search(query: IndexSearch, unavailable?: readonly number[]): IndexAnswer;
  /** Total and facets of a filter (the page not needed). */
  count(filter: CarFilter, unavailable?: readonly number[]): { total: number; facets: CarFacets };
  /** What the index's arrays take in memory, in bytes. */
  bytes: number;
}

/** Lets other work run between slices of a long build: a build never stalls searches. */
const pause = () => new Promise<void>((resolve) => setImmediate(resolve));
const SLICE = 8192;

export async function buildCatalogueIndex(cars: readonly IndexedCar[]): Promise<CatalogueIndex> {
  const size = cars.length;
  const ids = new Int32Array(size);
  const priceOrder = new Uint32Array(size);
  const priceRankOf = new Uint32Array(size);
  const newestOrder = new Uint32Array(size);
  const newestRankOf = new Uint32Array(size);

  const lists = {
    carType: new Map<string, number[]>(),
    brand: new Map<string, number[]>(),
    emirate: new Map<string, number[]>(),
    area: new Map<string, number[]>(),
    service: new Map<string, number[]>(),
    word: new Map<string, number[]>(),
  };
  const add = (map: Map<string, number[]>, key: string, position: number) => {
    const list = map.get(key);
    if (list) list.push(position);
    else map.set(key, [position]);
  };
  const withDriver = emptyBits(size);
  const longTerm = emptyBits(size);
  const noDeposit = emptyBits(size);
  const price = new Float64Array(size);
  // Trip rates in fils (0: none), for the trip total sort.
  const dayFils = new Float64Array(size);
  const weekFils = new Float64Array(size);
  const monthFils = new Float64Array(size);
  // SQL's `horsepower >= x` never matches a car without a figure: -1 stands for none.
  const horsepower = new Float64Array(size);
  const seats = new Float64Array(size);
  const driverAge = new Float64Array(size);
  // The few cars with weekend or season rates, by position.
  const dayRatesAt = new Map<number, DayRates>();

  for (let position = 0; position < size; position += 1) {
    if (position % SLICE === SLICE - 1) await pause();
    const car = cars[position]!;
    ids[position] = car.id;
    priceOrder[car.priceRank] = position;
    priceRankOf[position] = car.priceRank;
    newestOrder[car.newestRank] = position;
    newestRankOf[position] = car.newestRank;
    add(lists.carType, car.carType, position);
    add(lists.brand, car.brand, position);
    add(lists.emirate, car.emirate, position);
    if (car.area !== null) add(lists.area, car.area, position);
    for (const service of new Set(car.services)) add(lists.service, service, position);
    for (const word of new Set(car.words)) add(lists.word, word, position);
    if (car.withDriver) setBit(withDriver, position);
    if (car.longTerm) setBit(longTerm, position);
    if (car.securityDeposit === 0) setBit(noDeposit, position);
    price[position] = car.pricePerDay;
    dayFils[position] = Math.round(car.pricePerDay * 100);
    weekFils[position] = car.pricePerWeek ? Math.round(car.pricePerWeek * 100) : 0;
    monthFils[position] = Math.round(car.pricePerMonth * 100);
    horsepower[position] = car.horsepower ?? -1;
    seats[position] = car.seats;
    driverAge[position] = car.minimumDriverAge;
    if (car.dayRates) dayRatesAt.set(position, car.dayRates);
  }

  // Positions by id, to leave out the cars a date range finds blocked (thousands of ids per
  // dated search): a table indexed by id, as ids are dense (serial). A binary search through
  // the ids was 85 % of a dated search's filtering time.
  let maxId = 0;
  for (let position = 0; position < size; position += 1) maxId = Math.max(maxId, ids[position]!);
  const positionById = new Int32Array(maxId + 1).fill(-1);
  for (let position = 0; position < size; position += 1) positionById[ids[position]!] = position;
  const positionOfId = (id: number): number => (id >= 0 && id <= maxId ? positionById[id]! : -1);
  let bytes =
    ids.byteLength +
    positionById.byteLength +
    5 * priceOrder.byteLength +
    withDriver.byteLength * 3 +
    dayFils.byteLength * 3;
  const toSets = (map: Map<string, number[]>): Sets => {
    const sets: Sets = new Map();
    for (const [key, positions] of map) {
      const set = positionSet(positions, size);
      bytes += setBytes(set);
      sets.set(key, set);
    }
    return sets;
  };
  await pause();
  const carTypeSets = toSets(lists.carType);
  const brandSets = toSets(lists.brand);
  const emirateSets = toSets(lists.emirate);
  const areaSets = toSets(lists.area);
  const serviceSets = toSets(lists.service);
  const wordSets = toSets(lists.word);
  await pause();

  const numberSets = async (values: Float64Array): Promise<NumberSets> => {
    // Sort positions by value: value and position packed in one double, sorted natively.
    const keys = new Float64Array(size);
    for (let p = 0; p < size; p += 1) keys[p] = (values[p]! + 1) * 2 ** 21 + p;
    keys.sort();
    const positions = new Uint32Array(size);
    const sorted = new Float64Array(size);
    for (let i = 0; i < size; i += 1) {
      positions[i] = keys[i]! % 2 ** 21;
      sorted[i] = values[positions[i]!]!;
    }
    const step = Math.max(1024, Math.ceil(size / 32));
    const checkpoints: Bits[] = [emptyBits(size)];
    let running = emptyBits(size);
    for (let i = 0; i < size; i += 1) {
      if (i % (SLICE * 4) === 0) await pause();
      setBit(running, positions[i]!);
      if ((i + 1) % step === 0) {
        checkpoints.push(running);
        running = running.slice();
      }
    }
    bytes += positions.byteLength + sorted.byteLength + checkpoints.length * running.byteLength;
    return { values: sorted, positions, step, checkpoints };
  };
  if (size >= 2 ** 21) throw new Error('The search index holds up to 2,097,151 cars');
  const priceSets = await numberSets(price);
  const horsepowerSets = await numberSets(horsepower);
  const seatSets = await numberSets(seats);
  const driverAgeSets = await numberSets(driverAge);
  // The cars of each minimum driver age, youngest first (lowestDriverAge).
  const carsByDriverAge: { age: number; bits: Bits }[] = [];
  for (let i = 0; i < size; i += 1) {
    const age = driverAgeSets.values[i]!;
    if (carsByDriverAge.at(-1)?.age !== age) carsByDriverAge.push({ age, bits: emptyBits(size) });
    setBit(carsByDriverAge.at(-1)!.bits, driverAgeSets.positions[i]!);
  }
  bytes += carsByDriverAge.length * wordsFor(size) * 4;

  const facetColumn = (
    name: CountedFacet,
    labels: string[],
    codeOf: (car: IndexedCar) => string,
  ): FacetColumn => {
    const codes = new Uint8Array(size);
    const all = new Uint32Array(labels.length);
    const codeByLabel = new Map(labels.map((label, i) => [label, i]));
    cars.forEach((car, position) => {
      const code = codeByLabel.get(codeOf(car))!;
      codes[position] = code;
      all[code]! += 1;
    });
    bytes += codes.byteLength;
    return { name, codes, labels, all };
  };
  const facetColumns: FacetColumn[] = [];
  for (const [name, labels, codeOf] of [
    ['carType', [...carTypeSets.keys()], (car) => car.carType],
    ['brand', [...brandSets.keys()], (car) => car.brand],
    ['emirate', [...emirateSets.keys()], (car) => car.emirate],
    ['priceBand', PRICE_BANDS.map((band) => band.key), (car) => priceBandOf(car.pricePerDay)],
  ] as [CountedFacet, string[], (car: IndexedCar) => string][]) {
    await pause();
    facetColumns.push(facetColumn(name, labels, codeOf));
  }

  // The vocabulary: sorted for prefixes, and trigram → words for close spellings.
  const vocabulary = [...wordSets.keys()].sort();
  const trigramCounts = vocabulary.map((word) => trigramsOf(word).length);
  const wordsByTrigram = new Map<string, number[]>();
  vocabulary.forEach((word, w) => {
    for (const trigram of trigramsOf(word)) {
      const list = wordsByTrigram.get(trigram);
      if (list) list.push(w);
      else wordsByTrigram.set(trigram, [w]);
    }
  });

  /** Positions where value ≤ x (count = how many sorted values are ≤ x). */
  function atMostBits(sets: NumberSets, count: number): Bits {
    const checkpoint = Math.floor(count / sets.step);
    const bits = sets.checkpoints[checkpoint]!.slice();
    for (let i = checkpoint * sets.step; i < count; i += 1) setBit(bits, sets.positions[i]!);
    return bits;
  }
  /** How many sorted values are < x (`strict`) or ≤ x. */
  function countBelow(values: Float64Array, x: number, strict: boolean): number {
    let lo = 0;
    let hi = values.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (strict ? values[mid]! < x : values[mid]! <= x) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
  function atLeast(result: Bits, sets: NumberSets, x: number) {
    const below = countBelow(sets.values, x, true);
    if (below > 0) andNotInto(result, atMostBits(sets, below));
  }
  function atMost(result: Bits, sets: NumberSets, x: number) {
    const count = countBelow(sets.values, x, false);
    if (count < size) andInto(result, atMostBits(sets, count));
  }

  /** The vocabulary words a query word stands for: SQL's `LIKE 'w%' OR (len ≥ 4 AND word % w)`. */
  function resolveWord(word: string): number[] {
    const found = new Set<number>();
    let lo = 0;
    let hi = vocabulary.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (vocabulary[mid]! < word) lo = mid + 1;
      else hi = mid;
    }
    for (let w = lo; w < vocabulary.length && vocabulary[w]!.startsWith(word); w += 1) found.add(w);
    if (word.length >= 4) {
      const trigrams = trigramsOf(word);
      const shared = new Map<number, number>();
      for (const trigram of trigrams) {
        for (const w of wordsByTrigram.get(trigram) ?? []) shared.set(w, (shared.get(w) ?? 0) + 1);
      }
      for (const [w, n] of shared) {
        if (isSimilar(similarityOf(n, trigrams.length, trigramCounts[w]!))) found.add(w);
      }
    }
    return [...found];
  }

  const intersect = (result: Bits, set: PositionSet | undefined): Bits =>
    set ? intersectInto(result, set) : emptyBits(size);

  /** The positions matching a filter, less the cars unavailable for its dates. */
  function matches(filter: CarFilter, unavailable: readonly number[] = []): Bits {
    let result = fullBits(size);
    for (const id of unavailable) {
      const position = positionOfId(id);
      if (position >= 0) result[position >>> 5]! &= ~(1 << (position & 31));
    }
    if (filter.carTypes?.length) {
      const types = emptyBits(size);
      for (const type of filter.carTypes) {
        const set = carTypeSets.get(type);
        if (set) unionInto(types, set);
      }
      andInto(result, types);
    }
    if (filter.withDriver === true) andInto(result, withDriver);
    if (filter.withDriver === false) andNotInto(result, withDriver);
    if (filter.emirate) result = intersect(result, emirateSets.get(filter.emirate));
    if (filter.area) result = intersect(result, areaSets.get(filter.area));
    if (filter.service) result = intersect(result, serviceSets.get(filter.service));
    if (filter.brand) result = intersect(result, brandSets.get(filter.brand));
    if (filter.minPricePerDay !== undefined) atLeast(result, priceSets, filter.minPricePerDay);
    if (filter.maxPricePerDay !== undefined) atMost(result, priceSets, filter.maxPricePerDay);
    if (filter.minHorsepower !== undefined) atLeast(result, horsepowerSets, filter.minHorsepower);
    if (filter.minSeats !== undefined) atLeast(result, seatSets, filter.minSeats);
    if (filter.longTerm) andInto(result, longTerm);
    if (filter.noDeposit) andInto(result, noDeposit);
    if (filter.driverAge !== undefined) atMost(result, driverAgeSets, filter.driverAge);
    // Each word of the text must match a word of the listing (one of the words it resolves to).
    for (const word of queryWords(filter.text)) {
      const resolved = resolveWord(word);
      if (resolved.length === 0) return emptyBits(size);
      const any = emptyBits(size);
      for (const w of resolved) unionInto(any, wordSets.get(vocabulary[w]!)!);
      andInto(result, any);
    }
    return result;
  }

  /** Listings with every query word spelled exactly (they rank first for relevance). */
  function exactMatches(text: string): Bits {
    const exact = fullBits(size);
    for (const word of queryWords(text)) {
      const set = wordSets.get(word);
      if (!set) return emptyBits(size);
      andInto(exact, set.bits ?? intersectInto(fullBits(size), set));
    }
    return exact;
  }

  function countFacets(result: Bits, total: number): CarFacets {
    // Count the smaller side: the result itself, or what it leaves out (subtracted from all).
    const dense = total * 2 > size;
    const counts = facetColumns.map((column) =>
      dense ? Uint32Array.from(column.all) : new Uint32Array(column.labels.length),
    );
    const [a, b, c, d] = facetColumns.map((column) => column.codes) as [
      Uint8Array,
      Uint8Array,
      Uint8Array,
      Uint8Array,
    ];
    const [ca, cb, cc, cd] = counts as [Uint32Array, Uint32Array, Uint32Array, Uint32Array];
    const sign = dense ? -1 : 1;
    // The words walked here, not through forEachBit's callback: this loop runs once per car of
    // the smaller side (~40,000 at 100,000 cars for a broad filter), and a call per car through
    // a call site shared with other callbacks cost ~35 ns each, ~5 times the counting itself.
    const words = result.length;
    for (let i = 0; i < words; i += 1) {
      let word = dense ? ~result[i]! : result[i]! | 0;
      // The complement's last word: no positions past the last car.
      if (dense && i === words - 1 && size % 32 !== 0) word &= (1 << (size % 32)) - 1;
      while (word !== 0) {
        const low = word & -word;
        const p = (i << 5) + 31 - Math.clz32(low);
        ca[a[p]!]! += sign;
        cb[b[p]!]! += sign;
        cc[c[p]!]! += sign;
        cd[d[p]!]! += sign;
        word ^= low;
      }
    }
    const facets = { carType: {}, brand: {}, emirate: {}, priceBand: {} } as Record<
      CountedFacet,
      Record<string, number>
    >;
    facetColumns.forEach((column, i) => {
      column.labels.forEach((label, code) => {
        const n = counts[i]![code]!;
        if (n > 0) facets[column.name][label] = n;
      });
    });
    return facets as CarFacets;
  }

  /** The matches `skip` … `wanted` met walking `order` (rank → position) from either end. */
  function walkOrder(
    result: Bits,
    order: Uint32Array,
    descending: boolean,
    skip: number,
    wanted: number,
  ): number[] {
    const page: number[] = [];
    let seen = 0;
    for (let step = 0; step < size && seen < wanted; step += 1) {
      const position = order[descending ? size - 1 - step : step]!;
      if (!hasBit(result, position)) continue;
      if (seen >= skip) page.push(position);
      seen += 1;
    }
    return page;
  }

  /**
   * Walking an order meets `wanted` matches after ~wanted × size / total steps; sorting the
   * matches' keys costs ~total × log(total). Whether the walk is the cheaper.
   */
  const walkIsCheaper = (total: number, wanted: number) =>
    (wanted * size) / total <= total * Math.log2(total + 1) * 2;

  /** The positions of one page in price or newest order (`order`: rank → position). */
  function pageByRank(
    result: Bits,
    total: number,
    order: Uint32Array,
    rankOf: Uint32Array,
    descending: boolean,
    skip: number,
    take: number,
  ): number[] {
    const wanted = Math.min(total, skip + take);
    if (wanted <= skip) return [];
    if (walkIsCheaper(total, wanted)) return walkOrder(result, order, descending, skip, wanted);
    const page: number[] = [];
    const ranks = new Uint32Array(total);
    let n = 0;
    forEachBit(result, (position) => {
      ranks[n++] = rankOf[position]!;
    });
    ranks.sort();
    for (let i = skip; i < wanted; i += 1)
      page.push(order[ranks[descending ? total - 1 - i : i]!]!);
    return page;
  }

  /** A car's trip-order key: rent (fils) and price rank packed in one double, unique. */
  const tripKeyOf = (days: number, position: number) =>
    cheapestRentFils(days, dayFils[position]!, weekFils[position]!, monthFils[position]!) *
      2 ** 21 +
    priceRankOf[position]!;

  // Every car in trip-rent order for a number of days, built when a search first asks for that
  // many days and kept while this index lives (the least recently used dropped past 64 MB): a
  // broad search by total then walks a few dozen positions, as one by price does, instead of
  // pricing every match (86,000 at 100,000 cars, the dated search's p99). 64 MB keeps 18 trip
  // lengths at 1,000,000 cars (16 MB kept 4, and the bench's 14 lengths rebuilt an order, ~107
  // ms, on nearly every search by total), every length a renter asks for at 100,000.
  const tripOrders = new Map<number, Uint32Array>();
  const tripOrdersKept = Math.max(2, Math.floor((64 * 2 ** 20) / (4 * Math.max(1, size))));
  function tripOrder(days: number): Uint32Array {
    const kept = tripOrders.get(days);
    if (kept) {
      tripOrders.delete(days);
      tripOrders.set(days, kept);
      return kept;
    }
    const keys = new Float64Array(size);
    for (let position = 0; position < size; position += 1)
      keys[position] = tripKeyOf(days, position);
    keys.sort();
    const order = new Uint32Array(size);
    for (let i = 0; i < size; i += 1) order[i] = priceOrder[keys[i]! % 2 ** 21]!;
    if (tripOrders.size >= tripOrdersKept) tripOrders.delete(tripOrders.keys().next().value!);
    tripOrders.set(days, order);
    return order;
  }

  /**
   * A page by the trip's rent (VAT included, so the total's order), cheapest first; ties by the
   * day price order. A broad result walks the trip order of its days; a narrow one prices its
   * matches only.
   */
  function pageByTrip(result: Bits, total: number, days: number, skip: number, take: number) {
    const wanted = Math.min(total, skip + take);
    if (wanted <= skip) return [];
    if (walkIsCheaper(total, wanted))
      return walkOrder(result, tripOrder(days), false, skip, wanted);
    // The `wanted` smallest keys are kept in a sorted array, and a key goes in only when it beats
    // the largest kept; a deep page (wanted in the thousands) sorts them all natively.
    const keyOf = (position: number) => tripKeyOf(days, position);
    let smallest: Float64Array;
    if (wanted > 512) {
      smallest = new Float64Array(total);
      let n = 0;
      forEachBit(result, (position) => {
        smallest[n++] = keyOf(position);
      });
      smallest.sort();
    } else {
      smallest = new Float64Array(wanted);
      let kept = 0;
      forEachBit(result, (position) => {
        const key = keyOf(position);
        if (kept === wanted && key >= smallest[wanted - 1]!) return;
        // Insertion into the sorted prefix (binary search, then shift the larger ones up).
        let low = 0;
        let high = kept;
        while (low < high) {
          const middle = (low + high) >>> 1;
          if (smallest[middle]! < key) low = middle + 1;
          else high = middle;
        }
        const end = kept === wanted ? wanted - 1 : kept;
        smallest.copyWithin(low + 1, low, end);
        smallest[low] = key;
        if (kept < wanted) kept += 1;
      });
    }
    const page: number[] = [];
    for (let i = skip; i < wanted; i += 1) page.push(priceOrder[smallest[i]! % 2 ** 21]!);
    return page;
  }

  function pagePositions(query: IndexSearch, result: Bits, total: number): number[] {
    const skip = (query.page - 1) * query.pageSize;
    const take = query.pageSize;
    switch (query.sort) {
      case 'total_asc':
        if (query.tripDays !== undefined) {
          return pageByTrip(result, total, query.tripDays, skip, take);
        }
        return pageByRank(result, total, priceOrder, priceRankOf, false, skip, take);
      case 'price_asc':
        return pageByRank(result, total, priceOrder, priceRankOf, false, skip, take);
      case 'price_desc':
        return pageByRank(result, total, priceOrder, priceRankOf, true, skip, take);
      case 'newest':
        return pageByRank(result, total, newestOrder, newestRankOf, false, skip, take);
      case 'relevance': {
        const page: number[] = [];
        const text = normaliseText(query.filter.text);
        if (!text) {
          pageOfBits(result, skip, take, page);
          return page;
        }
        // Exact spellings of every word first, then the rest; each part in position order.
        const exact = exactMatches(text);
        andInto(exact, result);
        const exactCount = countBits(exact);
        pageOfBits(exact, skip, take, page);
        if (page.length < take) {
          const rest = result.slice();
          andNotInto(rest, exact);
          pageOfBits(rest, Math.max(0, skip - exactCount), take - page.length, page);
        }
        return page;
      }
    }
  }

  /**
   * The lowest minimum driver age among the result's cars: a younger driver's age can only
   * return nothing, so the site disables it. The first age (youngest first) whose cars meet the
   * result: a few word-wise tests (ages are few), whatever the result's size.
   */
  function lowestDriverAge(result: Bits): number | undefined {
    for (const { age, bits } of carsByDriverAge) if (intersects(bits, result)) return age;
    return undefined;
  }

  /** A car's trip rates, from the fils kept for the trip order (a price has at most 2 decimals). */
  const ratesAt = (position: number): SearchTripRates => ({
    pricePerDay: dayFils[position]! / 100,
    pricePerWeek: weekFils[position] ? weekFils[position]! / 100 : null,
    pricePerMonth: monthFils[position]! / 100,
    tripTerms: dayRatesAt.get(position) ?? null,
  });

  return {
    size,
    bytes,
    count(filter, unavailable) {
      const result = matches(filter, unavailable);
      const total = countBits(result);
      return {
        total,
        facets: { ...countFacets(result, total), lowestDriverAge: lowestDriverAge(result) },
      };
    },
    search(query, unavailable) {
      const result = matches(query.filter, unavailable);
      const total = countBits(result);
      if (total === 0) {
        return { ids: [], total, facets: { carType: {}, brand: {}, emirate: {}, priceBand: {} } };
      }
      const positions = pagePositions(query, result, total);
      return {
        ids: positions.map((position) => ids[position]!),
        ...(query.tripDays === undefined
          ? {}
          : { rates: new Map(positions.map((position) => [ids[position]!, ratesAt(position)])) }),
        total,
        facets: { ...countFacets(result, total), lowestDriverAge: lowestDriverAge(result) },
      };
    },
  };
}

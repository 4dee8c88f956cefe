/**
 * Page queries whose answer a page uses only in part (e.g. a search's cars, of which the cards
 * show 10 fields of 27). The part is kept as the query's data in the server's cache and in the
 * browser's alike: the server renders from it and hands only it to the browser for hydration
 * (~60 % of a results page's query state was fields no card shows), and the browser renders
 * the same from it whether it was handed over or fetched. The query functions apply it
 * (`keptPartOf`, createQueryClient).
 */
import { queryOptions } from '@tanstack/react-query';
import type { Car } from '@core/schemas/car';
import type { CarTrip } from '@core/schemas/trip';
import { carCardData, type CarCardData } from '../components/CarCard/carCardData';

/** Options of the query of `path` whose data is `keep` of the API's answer. */
export function keptAnswerQuery<TAnswer, TKept>(path: string, keep: (answer: TAnswer) => TKept) {
  return queryOptions<TKept>({ queryKey: [path], meta: { keep } });
}

/** The data of a query from the API's answer: the part its options keep, else all of it. */
export function keptPartOf(meta: Record<string, unknown> | undefined, answer: unknown): unknown {
  const keep = meta?.keep;
  return typeof keep === 'function' ? (keep as (answer: unknown) => unknown)(answer) : answer;
}

/** A car in a list of cards (results, carousels, similar cars): the card's fields and its badge. */
export type ListedCar = CarCardData & Pick<Car, 'featured' | 'carType'> & { trip?: CarTrip };

/** `trip`: a search with dates gives each car its trip's days and total. */
export const listedCar = (car: Car & { trip?: CarTrip }): ListedCar => ({
  ...carCardData(car),
  featured: car.featured,
  carType: car.carType,
  ...(car.trip ? { trip: car.trip } : {}),
});

/** An answer with a page of cars (`items`), its cars as cards. */
export function withListedCars<T extends { items: Car[] }>(
  answer: T,
): Omit<T, 'items'> & { items: ListedCar[] } {
  return { ...answer, items: answer.items.map(listedCar) };
}

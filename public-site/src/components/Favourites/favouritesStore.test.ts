import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@core/constants';
import { favouritesStore, resetFavouritesCacheForTests } from './favouritesStore';

const car = (id: number) => ({
  id,
  title: `Car ${id}`,
  imageUrl: '/media/demo/cars/suv-white.svg',
  pricePerDay: 300,
  pricePerMonth: null,
  companyId: 1,
  companyName: 'Marina Cars',
  companyLogoUrl: null,
  companyVerified: true,
  terms: { kmPerDay: 250, kmPerMonth: 4500 },
  // A full car carries more: only the card's fields are kept.
  description: 'not kept',
});

function fakeWindow() {
  const data = new Map<string, string>();
  const listeners = new Set<(event: { key: string | null }) => void>();
  return {
    data,
    fire: (key: string | null) => listeners.forEach((listener) => listener({ key })),
    window: {
      localStorage: {
        getItem: (key: string) => data.get(key) ?? null,
        setItem: (key: string, value: string) => void data.set(key, value),
        removeItem: (key: string) => void data.delete(key),
      },
      addEventListener: (_: string, listener: (event: { key: string | null }) => void) =>
        listeners.add(listener),
      removeEventListener: (_: string, listener: (event: { key: string | null }) => void) =>
        listeners.delete(listener),
    },
  };
}

let fake: ReturnType<typeof fakeWindow>;
beforeEach(() => {
  fake = fakeWindow();
  vi.stubGlobal('window', fake.window);
  resetFavouritesCacheForTests();
});
afterEach(() => vi.unstubAllGlobals());

describe('favouritesStore', () => {
  it('toggles a car in and out, newest first, keeping only the card fields', () => {
    expect(favouritesStore.toggle(car(1))).toBe(true);
    expect(favouritesStore.toggle(car(2))).toBe(true);
    expect(favouritesStore.list().map((saved) => saved.id)).toEqual([2, 1]);
    const stored = JSON.parse(fake.data.get(STORAGE_KEYS.favourites)!);
    expect(stored[0]).not.toHaveProperty('description');
    expect(stored[0]).toMatchObject({ id: 2, title: 'Car 2', terms: { kmPerDay: 250 } });

    expect(favouritesStore.toggle(car(2))).toBe(false);
    expect(favouritesStore.has(2)).toBe(false);
    favouritesStore.clear();
    expect(fake.data.has(STORAGE_KEYS.favourites)).toBe(false);
  });

  it('marks a car the API no longer has as unavailable, and refreshes the others', () => {
    favouritesStore.toggle(car(1));
    favouritesStore.toggle(car(2));
    favouritesStore.refresh(1, null);
    favouritesStore.refresh(2, { ...car(2), pricePerDay: 275 });
    const [second, first] = favouritesStore.list();
    expect(first).toMatchObject({ id: 1, unavailable: true });
    expect(second).toMatchObject({ id: 2, pricePerDay: 275 });
  });

  it('follows changes made in another tab and ignores unreadable data', () => {
    const listener = vi.fn();
    const unsubscribe = favouritesStore.subscribe(listener);
    fake.data.set(STORAGE_KEYS.favourites, JSON.stringify([{ ...car(9), savedAt: 'x' }]));
    fake.fire(STORAGE_KEYS.favourites);
    expect(listener).toHaveBeenCalled();
    expect(favouritesStore.list().map((saved) => saved.id)).toEqual([9]);

    fake.data.set(STORAGE_KEYS.favourites, '{not json');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    fake.fire(STORAGE_KEYS.favourites);
    expect(favouritesStore.list()).toEqual([]);
    unsubscribe();
  });
});

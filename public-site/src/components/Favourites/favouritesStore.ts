/**
 * Favourite cars, kept on the device (localStorage, STORAGE_KEYS.favourites): each car's id and
 * a snapshot of what its card shows, so /favourites lists them even offline. A tiny external
 * store read with useSyncExternalStore: the server snapshot is empty (a server knows nothing of
 * the device), and other tabs' changes arrive through the `storage` event.
 */
import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '@core/constants';
import { carCardData, type CarCardData } from '../CarCard/carCardData';

export interface FavouriteCar extends CarCardData {
  /** When it was saved (ISO): the list shows the newest first. */
  savedAt: string;
  /** Set when the API said the car is gone (no longer listed): shown as unavailable. */
  unavailable?: boolean;
}

const EMPTY: readonly FavouriteCar[] = Object.freeze([]);
let favourites: readonly FavouriteCar[] | null = null;
const listeners = new Set<() => void>();

function isFavouriteCar(value: unknown): value is FavouriteCar {
  if (!value || typeof value !== 'object') return false;
  const car = value as Partial<FavouriteCar>;
  return (
    typeof car.id === 'number' &&
    typeof car.title === 'string' &&
    typeof car.pricePerDay === 'number' &&
    typeof car.terms === 'object'
  );
}

function read(): readonly FavouriteCar[] {
  try {
    const raw = window.localStorage.getItem(STORAGE_KEYS.favourites);
    if (!raw) return EMPTY;
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isFavouriteCar) : EMPTY;
  } catch (error) {
    console.warn('Could not read the saved favourites', error);
    return EMPTY;
  }
}

function write(next: readonly FavouriteCar[]) {
  favourites = next;
  try {
    if (next.length) window.localStorage.setItem(STORAGE_KEYS.favourites, JSON.stringify(next));
    else window.localStorage.removeItem(STORAGE_KEYS.favourites);
  } catch (error) {
    // Storage full or disabled: the change still holds for this visit.
    console.warn('Could not save the favourites', error);
  }
  for (const listener of listeners) listener();
}

function current(): readonly FavouriteCar[] {
  favourites ??= read();
  return favourites;
}

function onStorage(event: StorageEvent) {
  if (event.key !== null && event.key !== STORAGE_KEYS.favourites) return;
  favourites = read();
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

const serverSnapshot = () => EMPTY;

export const favouritesStore = {
  list: current,
  has: (id: number) => current().some((car) => car.id === id),
  /** Adds the car (newest first) or removes it; answers whether it is now a favourite. */
  toggle(car: CarCardData): boolean {
    if (favouritesStore.has(car.id)) {
      favouritesStore.remove(car.id);
      return false;
    }
    write([{ ...carCardData(car), savedAt: new Date().toISOString() }, ...current()]);
    return true;
  },
  remove(id: number) {
    write(current().filter((car) => car.id !== id));
  },
  clear() {
    write(EMPTY);
  },
  /** Puts a list back as it was (undo of "Clear all"). */
  restore(list: readonly FavouriteCar[]) {
    write(list);
  },
  /** Fresh data from the API for a saved car (or `null`: the car is gone). */
  refresh(id: number, car: CarCardData | null) {
    write(
      current().map((saved) => {
        if (saved.id !== id) return saved;
        return car
          ? { ...carCardData(car), savedAt: saved.savedAt }
          : { ...saved, unavailable: true };
      }),
    );
  },
  subscribe,
};

/** The saved cars, newest first (empty on the server and before hydration). */
export function useFavourites(): readonly FavouriteCar[] {
  return useSyncExternalStore(subscribe, current, serverSnapshot);
}

export function useIsFavourite(id: number): boolean {
  return useSyncExternalStore(
    subscribe,
    () => favouritesStore.has(id),
    () => false,
  );
}

/** How many cars are saved: for a count badge (e.g. a heart in the header). */
export function useFavouritesCount(): number {
  return useSyncExternalStore(
    subscribe,
    () => current().length,
    () => 0,
  );
}

/** Tests only: forget the cached list so the next read comes from storage. */
export function resetFavouritesCacheForTests() {
  favourites = null;
}

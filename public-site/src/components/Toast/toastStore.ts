/**
 * The site's notices (spec sections 3, 4 and 9): a toast has an id, an open flag and content
 * (title, description, optional action, variant default or destructive). At most TOAST.limit
 * show: a new one replaces the oldest. Dismissing closes it (Radix animates it out); it is
 * removed from the list after TOAST.removeDelayMs. A tiny external store, so any code (an event
 * handler, a mutation callback) can call `toast()` without a hook.
 * (docs/product.md#notices-and-tooltips)
 */
import { useSyncExternalStore, type ReactNode } from 'react';
import { TOAST } from '@core/constants';

export type ToastVariant = 'default' | 'destructive';

export interface ToastContent {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** An optional button: its label and what it does. */
  action?: { label: string; altText: string; onClick: () => void };
}

export interface ToastItem extends ToastContent {
  id: string;
  open: boolean;
}

let toasts: ToastItem[] = [];
let nextId = 0;
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function emit(next: ToastItem[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string) {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      emit(toasts.filter((item) => item.id !== id));
    }, TOAST.removeDelayMs),
  );
}

export function dismissToast(id?: string) {
  for (const item of toasts) if (id === undefined || item.id === id) scheduleRemoval(item.id);
  emit(
    toasts.map((item) => (id === undefined || item.id === id ? { ...item, open: false } : item)),
  );
}

/** Shows a notice; returns its id and functions to update or dismiss it. */
export function toast(content: ToastContent) {
  const id = String(++nextId);
  emit([{ ...content, id, open: true }, ...toasts].slice(0, TOAST.limit));
  return {
    id,
    update: (next: ToastContent) =>
      emit(toasts.map((item) => (item.id === id ? { ...item, ...next } : item))),
    dismiss: () => dismissToast(id),
  };
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const snapshot = () => toasts;

/** Listens to every change of the toasts; returns the unsubscriber. */
export const subscribeToToasts = subscribe;

/** Whether any toast is in the store (shown, or waiting for the viewport to load). */
export const hasToasts = () => toasts.length > 0;
const serverSnapshot = (): ToastItem[] => [];

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(subscribe, snapshot, serverSnapshot);
}

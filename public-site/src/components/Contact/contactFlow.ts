/**
 * The contact dialog's state machine (spec sections 4, 5, 8 and 9), free of React and the
 * browser so it can be tested with fake timers:
 *
 *   closed → open (form) → submit → saving (≥ 800 ms, the lead is recorded meanwhile)
 *   → thank-you → 1500 ms → the hand-off launches, saving ends → 500 ms → closed.
 *
 * Closing is refused while saving. Closing resets the saving and thank-you flags and, 300 ms
 * later (after the closing animation), empties the selected car and method. A submit with
 * blank fields only shows the "Missing Information" notice; one without a car or method only
 * logs. A lead the API refuses (a field problem, a car no longer listed) returns to the form.
 * (docs/product.md#contact-dialog)
 */
import { CONTACT_FLOW_MS } from '@core/constants';
import { MISSING_CAR_OR_METHOD_LOG } from '@core/contact/contactTexts';
import type { ContactMethod } from '@core/enums';
import type { CompanyContact } from '@core/schemas/company';
import type { ContactTrip } from '@core/contact/links';
import { statedTrip, type TripDates } from '@core/rules/tripDays';

/** The car the renter asks about (the spec's contact state). (docs/product.md#contact-dialog) */
export interface ContactCar {
  id: number;
  title: string;
  companyName: string;
  /** The trip chosen (dates, days, total): the dialog shows it, the lead and the texts carry it. */
  trip?: ContactTrip | null;
}

export interface ContactData {
  name: string;
  email: string;
  phone: string;
}

export interface ContactState {
  open: boolean;
  car: ContactCar | null;
  method: ContactMethod | null;
  saving: boolean;
  thankYou: boolean;
  /**
   * The company's contact details once the lead is saved: the thank-you view shows the number or
   * address too, for a renter whose device has no dialler or mail app.
   */
  contact: CompanyContact | null;
}

export const CLOSED: ContactState = Object.freeze({
  open: false,
  car: null,
  method: null,
  saving: false,
  thankYou: false,
  contact: null,
});

export type ContactEvent =
  | { type: 'open'; car: ContactCar; method: ContactMethod }
  | { type: 'close' }
  | { type: 'submit' }
  | { type: 'saved'; contact: CompanyContact }
  | { type: 'rejected' }
  | { type: 'launched' }
  | { type: 'clearSelection' };

export function contactReducer(state: ContactState, event: ContactEvent): ContactState {
  switch (event.type) {
    case 'open':
      if (state.saving) return state;
      return {
        open: true,
        car: event.car,
        method: event.method,
        saving: false,
        thankYou: false,
        contact: null,
      };
    case 'close':
      if (state.saving || !state.open) return state;
      return { ...state, open: false, saving: false, thankYou: false };
    case 'submit':
      if (!state.open || !state.car || !state.method || state.saving) return state;
      return { ...state, saving: true, thankYou: false };
    case 'saved':
      return state.saving ? { ...state, thankYou: true, contact: event.contact } : state;
    case 'rejected':
      return state.saving ? { ...state, saving: false, thankYou: false } : state;
    case 'launched':
      return state.saving ? { ...state, saving: false } : state;
    case 'clearSelection':
      // A dialog opened again meanwhile keeps its car.
      return state.open ? state : { ...state, car: null, method: null, contact: null };
  }
}

/** What recording the lead led to (the `record` dependency never throws). */
export type LeadOutcome =
  /** Hand the renter over; `recorded` false when the lead waits on the device for a retry. */
  | { kind: 'handOff'; contact: CompanyContact; recorded: boolean }
  /** The API refused a field (e.g. an e-mail it cannot read): shown under the field. */
  | { kind: 'invalid'; fields: Record<string, string> }
  /** The car is no longer listed. */
  | { kind: 'unavailable' }
  /** The lead could not be recorded and no contact details are known to hand over with. */
  | { kind: 'noContact' };

export type SubmitResult =
  | LeadOutcome
  | { kind: 'missing' }
  | { kind: 'ignored' }
  /** The dialog was closed or reopened for another car meanwhile (cannot happen while saving). */
  | { kind: 'superseded' };

export interface ContactFlowDeps {
  /** POST /api/leads, with the retry queue and fallback contacts behind it. */
  record: (input: {
    carId: number;
    method: ContactMethod;
    data: ContactData;
    website: string;
    /** The address of the renter's copy, when they asked for one. */
    copyTo?: string;
    /** The trip's dates and times, when chosen. */
    trip?: TripDates;
  }) => Promise<LeadOutcome>;
  /** Opens WhatsApp, the e-mail client or the dialler and shows the matching notice. */
  launch: (
    method: ContactMethod,
    contact: CompanyContact,
    car: ContactCar,
    data: ContactData,
  ) => void | Promise<void>;
  /** The destructive 'Missing Information' notice. */
  notifyMissing: () => void;
  /** Keeps the renter's details for next time (local storage). */
  saveContactData: (data: ContactData) => void;
  log: (message: string) => void;
  delays?: typeof CONTACT_FLOW_MS;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * After the next paint: a frame's callback runs before it is painted, a timer set there after.
 * Without frames (no window, a hidden tab runs none) at once.
 */
const afterNextPaint = () =>
  typeof requestAnimationFrame === 'function' && document.visibilityState !== 'hidden'
    ? new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
    : Promise.resolve();
const isBlank = (value: string) => value.trim() === '';

export interface ContactFlow {
  getState: () => ContactState;
  subscribe: (listener: () => void) => () => void;
  open: (car: ContactCar, method: ContactMethod) => void;
  /** Refused (false) while saving. */
  close: () => boolean;
  /** `copyTo`: the renter ticked "Send me a copy" (undefined: not ticked; blank: missing). */
  submit: (data: ContactData, website?: string, copyTo?: string) => Promise<SubmitResult>;
}

export function createContactFlow(deps: ContactFlowDeps): ContactFlow {
  const delays = deps.delays ?? CONTACT_FLOW_MS;
  let state: ContactState = CLOSED;
  // Each opening is a session: timers of an earlier one never touch a later one.
  let session = 0;
  let clearTimer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();

  function dispatch(event: ContactEvent) {
    const next = contactReducer(state, event);
    if (next === state) return;
    state = next;
    for (const listener of listeners) listener();
  }

  function close(): boolean {
    if (state.saving) return false;
    if (!state.open) return true;
    dispatch({ type: 'close' });
    clearTimeout(clearTimer);
    clearTimer = setTimeout(() => dispatch({ type: 'clearSelection' }), delays.resetAfterClose);
    return true;
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    open(car, method) {
      if (state.saving) return;
      clearTimeout(clearTimer);
      session += 1;
      dispatch({ type: 'open', car, method });
    },
    close,
    async submit(data, website = '', copyTo) {
      const { car, method } = state;
      if (!car || !method) {
        deps.log(MISSING_CAR_OR_METHOD_LOG);
        return { kind: 'ignored' };
      }
      if (state.saving || !state.open) return { kind: 'ignored' };
      if (
        isBlank(data.name) ||
        isBlank(data.email) ||
        isBlank(data.phone) ||
        (copyTo !== undefined && isBlank(copyTo))
      ) {
        deps.notifyMissing();
        return { kind: 'missing' };
      }
      const trimmed = {
        name: data.name.trim(),
        email: data.email.trim(),
        phone: data.phone.trim(),
      };
      const mine = session;
      deps.saveContactData(trimmed);
      dispatch({ type: 'submit' });

      const [outcome] = await Promise.all([
        deps.record({
          carId: car.id,
          method,
          data: trimmed,
          website,
          ...(copyTo === undefined ? {} : { copyTo: copyTo.trim() }),
          ...(car.trip ? { trip: statedTrip(car.trip) } : {}),
        }),
        wait(delays.saving),
      ]);
      if (outcome.kind !== 'handOff') {
        dispatch({ type: 'rejected' });
        return outcome;
      }
      dispatch({ type: 'saved', contact: outcome.contact });
      // The thank-you is read for its whole time: counted from when it is on screen, not from the
      // state change (a busy phone may paint it a frame or more later).
      await afterNextPaint();
      await wait(delays.thankYouBeforeAction);
      await deps.launch(method, outcome.contact, car, trimmed);
      dispatch({ type: 'launched' });
      await wait(delays.closeAfterAction);
      if (session !== mine) return { kind: 'superseded' };
      close();
      return outcome;
    },
  };
}

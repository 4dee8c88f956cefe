/**
 * Hydration in several tasks. Preact hydrates a page in one task (no time slicing): ~900
 * elements were one 80–120 ms task on a phone (docs/performance.md, Lighthouse). A part of the
 * page wrapped in `HydrateLater` is left out of that task and hydrated in a task of its own
 * right after it, one part a task, so no task is long.
 *
 * How: while main.tsx hydrates the page (`hydrateHeldBack`), the part suspends. Preact keeps the
 * server's DOM of a component that suspends while hydrating (its first element: so the part must
 * render exactly one element at its top) and goes on with the next sibling; when the promise
 * resolves, its `Suspense` renders it again and Preact hydrates that kept DOM, as for a `lazy`
 * component (node_modules/preact/src/diff/index.js, `MODE_SUSPENDED`). Nothing on screen changes.
 * Everywhere else (the server, a page rendered after a client-side navigation) the part renders
 * at once.
 *
 * A visitor who acts before a part is hydrated still gets the action: the first click, key, focus,
 * input or mouse hover anywhere on the page hydrates every part still held, before the event
 * reaches its target (the listener is on the document in the capture phase; Preact renders in
 * microtasks, which run before the event goes on to its target). Links need no hydration
 * (`useRouteLinks` listens on the document), and a tap kept before the page hydrated is replayed
 * after every part (main.tsx). A part must not call `useId` (Preact numbers ids in render order)
 * and should hold no form whose fields are adopted at hydration (useFieldsFilledBeforeHydration):
 * its adoption would come after the kept tap's replay.
 */
import { Suspense, type ReactElement } from 'react';

interface HeldPart {
  promise: Promise<void>;
  release: () => void;
}

/** True while main.tsx's `hydrateRoot` runs: only that render holds parts back. */
let holding = false;
/** Held parts not yet released, in the page's order (the order Preact renders them). */
const queue: HeldPart[] = [];
/** A held part's props object (the same object when its Suspense renders it again) → its promise. */
const heldByProps = new WeakMap<object, HeldPart>();
/** Resolves when every part held by the first hydration is hydrated. */
let allHydrated: Promise<void> = Promise.resolve();
let settleAllHydrated = () => {};

/**
 * What hydrates every held part at once, before the event reaches its target. Not `pointerdown`
 * (a phone's scroll starts with one); a tap is a `click`, a mouse's hover a `mouseover` (tooltips),
 * a field is focused before it is typed in.
 */
const INTERACTIONS = ['click', 'keydown', 'focusin', 'input', 'mouseover'] as const;

function Held(props: { children: ReactElement }) {
  // Not a hook (a component that suspends before it has ever rendered loses its hooks): the
  // props object identifies the part across its Suspense's renders.
  const held = heldByProps.get(props);
  if (held) {
    if (queue.includes(held)) throw held.promise;
    return props.children;
  }
  if (!holding) return props.children;
  let release = () => {};
  const promise = new Promise<void>((resolve) => (release = resolve));
  const part = { promise, release };
  heldByProps.set(props, part);
  queue.push(part);
  throw promise;
}

/** Renders `children` (one element); in the page's first hydration, in a later task. */
export function HydrateLater({ children }: { children: ReactElement }) {
  return (
    <Suspense fallback={null}>
      <Held>{children}</Held>
    </Suspense>
  );
}

function releaseNext(): boolean {
  const part = queue.shift();
  if (!part) return false;
  part.release();
  if (queue.length === 0) {
    for (const type of INTERACTIONS) document.removeEventListener(type, releaseAll, true);
    // After the last part's render (a microtask of this task).
    setTimeout(settleAllHydrated, 0);
  }
  return queue.length > 0;
}

function releaseAll() {
  while (releaseNext());
}

/**
 * Hydrates the page with `hydrate` (main.tsx's `hydrateRoot` call), holding back the parts
 * wrapped in `HydrateLater`, then hydrates one of them a task until none is left.
 */
export function hydrateHeldBack(hydrate: () => void): void {
  holding = true;
  try {
    hydrate();
  } finally {
    holding = false;
  }
  if (queue.length === 0) return;
  allHydrated = new Promise<void>((resolve) => (settleAllHydrated = resolve));
  for (const type of INTERACTIONS) document.addEventListener(type, releaseAll, true);
  // A message's task comes at once (a timeout's is throttled to 4 ms after a few).
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    if (releaseNext()) channel.port2.postMessage(null);
  };
  channel.port2.postMessage(null);
}

/** Hydrates every part still held at once; resolves once they are hydrated. */
export function hydrateEverythingNow(): Promise<void> {
  releaseAll();
  return allHydrated;
}

/** Resolves once every part held by the first hydration is hydrated (at once if none was). */
export function allPartsHydrated(): Promise<void> {
  return allHydrated;
}

/** For tests: the parts still held. */
export function heldParts(): number {
  return queue.length;
}

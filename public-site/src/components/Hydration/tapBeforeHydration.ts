/**
 * The last button a visitor tapped, or form they submitted, while the page was only its server
 * HTML (kept by public/boot.js), for main.tsx to act on once React listens: the contact buttons,
 * the search and the filters are on screen and look ready well before the scripts run on a
 * phone's network. A tap after that is React's own to replay (it hydrates the tapped part at
 * once), so boot.js stops keeping them.
 */
interface KeptTap {
  /** A button, a link standing in for one (`role="button"`), or a form. */
  target: HTMLButtonElement | HTMLAnchorElement | HTMLFormElement | null;
  stopKeeping: () => void;
}

declare global {
  interface Window {
    tapBeforeHydration?: KeptTap;
  }
}

export function takeTapBeforeHydration(): KeptTap['target'] {
  const kept = window.tapBeforeHydration;
  if (!kept) return null;
  kept.stopKeeping();
  delete window.tapBeforeHydration;
  return kept.target;
}

/**
 * Taps the button or submits the form again, unless it has left the page or been disabled. Once
 * the page is hydrated and the fields filled before it adopted (useFieldsFilledBeforeHydration;
 * main.tsx runs this after the first render's effects), so the handler acts on what the page
 * shows.
 */
export function replayTap(target: KeptTap['target']) {
  if (!target?.isConnected) return;
  if (target instanceof HTMLFormElement) target.requestSubmit();
  else if (!(target instanceof HTMLButtonElement && target.disabled)) target.click();
}

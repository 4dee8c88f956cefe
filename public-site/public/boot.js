/**
 * Loads the site's scripts once the server's HTML is painted, its first photos with it: why, in
 * src/ssr/Document.tsx. A file (the CSP allows no inline script), not hashed: the hashed names
 * come in its data attributes.
 */
(() => {
  const boot = document.currentScript;
  // Scripts run: what stands in for them (the filters' Apply button, the menu without scripts)
  // hides (`.js .without-js` in styles.css).
  document.documentElement.classList.add('js');
  // A tap on a button does nothing until React listens, and a form's submission would reload the
  // page without what was typed (a link needs no script): the last of them is kept, and main.tsx
  // acts on it again once the page is hydrated (src/components/Hydration/tapBeforeHydration.ts).
  const kept = { target: null };
  const keepTap = (event) => {
    const button =
      event.target instanceof Element ? event.target.closest('button, a[role="button"]') : null;
    // A submit button's form gets its submit event.
    if (!button || (button.type === 'submit' && button.form)) return;
    kept.target = button;
    // A link standing in for a button without scripts (the Filters link to its :target sheet)
    // waits for the button it is with them.
    if (button instanceof HTMLAnchorElement) event.preventDefault();
  };
  // Forms that work without scripts (GET forms to /cars) are kept too: with the scripts on their
  // way, the search after hydration keeps every choice made before it.
  const keepSubmission = (event) => {
    event.preventDefault();
    kept.target = event.submitter ?? event.target;
  };
  document.addEventListener('click', keepTap, true);
  document.addEventListener('submit', keepSubmission, true);
  kept.stopKeeping = () => {
    document.removeEventListener('click', keepTap, true);
    document.removeEventListener('submit', keepSubmission, true);
  };
  window.tapBeforeHydration = kept;
  const load = () => {
    for (const href of boot.dataset.preload.split(' ').filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      link.fetchPriority = 'low';
      document.head.append(link);
    }
    const entry = document.createElement('script');
    entry.type = 'module';
    entry.src = boot.dataset.entry;
    entry.fetchPriority = 'low';
    document.body.append(entry);
  };
  // A hidden tab paints nothing (and runs no animation frame) until it is shown: load at once.
  if (document.visibilityState === 'hidden') {
    load();
    return;
  }
  // First the photos the page loads at once (the first screen's: the car's main photo, the first
  // cards'), which are usually the largest paint, ready to paint: on a phone's network the
  // scripts' bytes would compete with them. A slow photo holds the scripts back at most 2 s.
  const photos = Array.from(document.images).filter((image) => image.loading !== 'lazy');
  const decoded = Promise.all(photos.map((image) => image.decode().catch(() => undefined)));
  const atMost = new Promise((resolve) => setTimeout(resolve, 2000));
  // A frame's callback runs before that frame is painted; the next frame's once the compositor
  // has taken it (photos drawn: on screen a moment later), the timer's task after that.
  const afterNextPaint = () =>
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(load, 0)));
  void Promise.race([decoded, atMost]).then(afterNextPaint);
})();

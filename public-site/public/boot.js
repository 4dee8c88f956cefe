/**
 * Loads the site's scripts once the server's HTML is painted: why, in src/ssr/Document.tsx. A
 * file (the CSP allows no inline script), not hashed: the hashed names come in its data attributes.
 */
(() => {
  const boot = document.currentScript;
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
  if (document.visibilityState === 'hidden') load();
  // The frame's callback runs before that frame is painted; the timer's task after it.
  else requestAnimationFrame(() => setTimeout(load, 0));
})();

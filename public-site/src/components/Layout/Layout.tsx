import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useTranslation } from '../../i18n/react';
import { ChatLauncher } from '../Chat/ChatLauncher';
import { Spinner } from '../Spinner';
import { HydrateLater } from '../Hydration/HydrateLater';
import { Footer } from './Footer';
import { Header } from './Header';
import { LanguageSuggestion } from './LanguageSuggestion';

/** How long to wait for a lazy page to render the element an anchor link points at. */
const ANCHOR_WAIT_MS = 3000;

/**
 * Scroll to the top on each route change (spec section 2), or to the anchor's element when the
 * link has one (the footer's /#how-it-works): the page may still be loading, so wait for it.
 *
 * Not on the first render: the browser placed the server-rendered page itself (at its anchor,
 * or where the visitor scrolled to while the scripts loaded), and hydration must not move it.
 * (docs/product.md#public-pages)
 */
function ScrollToTop() {
  const { pathname, hash } = useLocation();
  const placed = useRef(pathname + hash);
  useEffect(() => {
    if (placed.current === pathname + hash) return;
    placed.current = pathname + hash;
    if (!hash) {
      window.scrollTo(0, 0);
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    const started = performance.now();
    let frame = 0;
    const find = () => {
      const target = document.getElementById(id);
      if (target) target.scrollIntoView();
      else if (performance.now() - started < ANCHOR_WAIT_MS) frame = requestAnimationFrame(find);
    };
    find();
    return () => cancelAnimationFrame(frame);
  }, [pathname, hash]);
  return null;
}

export function Layout() {
  const { t } = useTranslation('layout');
  return (
    <div className="layout">
      <ScrollToTop />
      {/* The first stop of the Tab key: past the header's many links to the page itself. A plain
          fragment link, so it works before the scripts run; `main` takes focus (tabIndex -1). */}
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <Header />
      <LanguageSuggestion />
      <main className="layout__main" id="main" tabIndex={-1}>
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </main>
      <HydrateLater>
        <Footer />
      </HydrateLater>
      <ChatLauncher />
    </div>
  );
}

import type { MouseEvent } from 'react';
import { useTranslation } from '../../i18n/react';
import { Link } from '../Link/Link';
import { pageLinks } from './pageLinks';
import './pagination.css';

/** A page of a list at `path` without a query: `?page=N`, page 1 the bare path. */
export const pagePath = (path: string, page: number) => (page > 1 ? `${path}?page=${page}` : path);

interface PaginationProps {
  page: number;
  pages: number;
  /** The URL of a page: a real link, so every page can be shared, crawled and server-rendered. */
  pageHref: (page: number) => string;
  /** The navigation's accessible name, e.g. "Result pages" ("Pages" by default). */
  label?: string;
  /** The id of the list's start, where the next page is shown from; the page's top by default. */
  listId?: string;
}

/**
 * The pages of a list: the first, the last and the current one's neighbours (two either side on
 * wide screens, one on phones: CSS shows one of the two lists), with Previous and Next.
 */
export function Pagination({ page, pages, pageHref, label, listId }: PaginationProps) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  // The links are at the list's end: the new page is read from its start.
  const toListStart = (event: MouseEvent) => {
    // Opened in another tab or window: this one stays where it is.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    const list = listId ? document.getElementById(listId) : null;
    if (list) list.scrollIntoView();
    else window.scrollTo({ top: 0 });
  };
  return (
    <nav className="pagination" aria-label={label ?? t('pagination.label')}>
      {page > 1 && (
        <Link
          className="pagination__step pagination__step--previous"
          to={pageHref(page - 1)}
          rel="prev"
          onClick={toListStart}
        >
          {t('pagination.previous')}
        </Link>
      )}
      {([2, 1] as const).map((radius) => (
        <ul key={radius} className={`pagination__pages pagination__pages--${radius}`}>
          {pageLinks(page, pages, radius).map((target, index) =>
            target === 'gap' ? (
              <li key={`gap-${index}`} className="pagination__gap" aria-hidden="true">
                …
              </li>
            ) : (
              <li key={target}>
                <Link
                  className="pagination__page"
                  to={pageHref(target)}
                  onClick={toListStart}
                  aria-label={t('pagination.goTo', { page: target })}
                  aria-current={target === page ? 'page' : undefined}
                >
                  {target}
                </Link>
              </li>
            ),
          )}
        </ul>
      ))}
      {page < pages && (
        <Link
          className="pagination__step pagination__step--next"
          to={pageHref(page + 1)}
          rel="next"
          onClick={toListStart}
        >
          {t('pagination.next')}
        </Link>
      )}
    </nav>
  );
}

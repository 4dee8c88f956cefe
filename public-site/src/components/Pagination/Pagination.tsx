import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import './pagination.css';

/** The pages to offer: the first, the last, and two either side of the current one. */
export function pageWindow(page: number, pages: number): (number | 'gap')[] {
  const shown = new Set([1, pages]);
  for (let p = page - 2; p <= page + 2; p++) if (p >= 1 && p <= pages) shown.add(p);
  const sorted = [...shown].sort((a, b) => a - b);
  const result: (number | 'gap')[] = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1]! > 1) result.push('gap');
    result.push(p);
  });
  return result;
}

/**
 * Page links with real URLs (`?page=2`; page 1 is the bare path), so every page can be shared,
 * crawled and server-rendered. Other query parameters of `basePath` are kept.
 */
export function Pagination({
  basePath,
  page,
  pages,
}: {
  basePath: string;
  page: number;
  pages: number;
}) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  const href = (target: number) => {
    const [path, query = ''] = basePath.split('?');
    const params = new URLSearchParams(query);
    if (target > 1) params.set('page', String(target));
    else params.delete('page');
    const search = params.toString();
    return search ? `${path}?${search}` : path!;
  };
  return (
    <nav className="pager" aria-label={t('pagination.label')}>
      {page > 1 ? (
        <Link to={href(page - 1)} rel="prev" className="pager__step">
          {t('pagination.previous')}
        </Link>
      ) : (
        <span className="pager__step pager__step--off">{t('pagination.previous')}</span>
      )}
      <ol className="pager__pages">
        {pageWindow(page, pages).map((p, i) =>
          p === 'gap' ? (
            <li key={`gap-${i}`} aria-hidden="true" className="pager__gap">
              …
            </li>
          ) : (
            <li key={p}>
              <Link
                to={href(p)}
                aria-label={t('pagination.goTo', { page: p })}
                aria-current={p === page ? 'page' : undefined}
              >
                {p}
              </Link>
            </li>
          ),
        )}
      </ol>
      {page < pages ? (
        <Link to={href(page + 1)} rel="next" className="pager__step">
          {t('pagination.next')}
        </Link>
      ) : (
        <span className="pager__step pager__step--off">{t('pagination.next')}</span>
      )}
    </nav>
  );
}

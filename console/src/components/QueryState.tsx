import { Suspense, type ReactNode } from 'react';
import { Button } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import { useProblems } from '../i18n/problems';
import { useVendorT } from '../i18n/VendorI18n';
import { LazyAlert } from './LazyAlert';

/**
 * antd's `<Skeleton active paragraph={{ rows: 6 }} />` drawn by the stylesheet (console.css,
 * `.query-skeleton`): every screen's first load shows it, and the component cost ~3 KB gzip.
 */
export const querySkeleton = (
  <div className="query-skeleton" aria-busy="true" aria-label="Loading">
    <span className="query-skeleton__title" />
    {[1, 2, 3, 4, 5, 6].map((row) => (
      <span key={row} className="query-skeleton__row" />
    ))}
  </div>
);

/** A screen's data: a skeleton while it loads, the problem with a retry when it fails. */
export function QueryState<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  const t = useVendorT();
  const { problem } = useProblems();
  if (query.isPending) return querySkeleton;
  if (query.isError) {
    return (
      <Suspense fallback={querySkeleton}>
        <LazyAlert
          type="error"
          showIcon
          title={t('errors.loadFailed')}
          description={problem(query.error)}
          action={<Button onClick={() => query.refetch()}>{t('errors.tryAgain')}</Button>}
        />
      </Suspense>
    );
  }
  return <>{children(query.data)}</>;
}

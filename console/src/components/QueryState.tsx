import type { ReactNode } from 'react';
import { Alert, Button, Skeleton } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import { problemMessage } from '../forms/fieldErrors';

/** A screen's data: a skeleton while it loads, the problem with a retry when it fails. */
export function QueryState<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (query.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title="Could not load this"
        description={problemMessage(query.error)}
        action={<Button onClick={() => query.refetch()}>Try again</Button>}
      />
    );
  }
  return <>{children(query.data)}</>;
}

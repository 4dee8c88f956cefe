/**
 * The server's query cache, handed to the browser with the page. Failed queries travel too (a
 * car that answered 404 renders "not found" on both sides, and the browser does not ask again);
 * their ApiRequestError is written as plain data and made an ApiRequestError again here.
 */
import {
  defaultShouldDehydrateQuery,
  dehydrate,
  hydrate,
  type QueryClient,
} from '@tanstack/react-query';
import { ApiRequestError } from './client';

interface SerialisedError {
  name: 'ApiRequestError';
  status: number;
  message: string;
  error: ApiRequestError['error'];
}

const isSerialisedError = (value: unknown): value is SerialisedError =>
  typeof value === 'object' &&
  value !== null &&
  (value as { name?: unknown }).name === 'ApiRequestError';

/** JSON for a `<script type="application/json">`: `<` escaped so it cannot end the element. */
export function serialiseQueryState(queryClient: QueryClient): string {
  const state = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) =>
      defaultShouldDehydrateQuery(query) || query.state.status === 'error',
  });
  // A replacer is called for every key and value of the data: only when an error is there.
  const hasError = state.queries.some((query) => query.state.error);
  const json = hasError
    ? JSON.stringify(state, (_key, value: unknown) =>
        value instanceof ApiRequestError
          ? ({
              name: 'ApiRequestError',
              status: value.status,
              message: value.message,
              error: value.error,
            } satisfies SerialisedError)
          : value,
      )
    : JSON.stringify(state);
  return json.replace(/</g, '\\u003c');
}

export function restoreQueryState(queryClient: QueryClient, json: string) {
  hydrate(queryClient, JSON.parse(json));
  for (const query of queryClient.getQueryCache().getAll()) {
    const { error } = query.state;
    if (isSerialisedError(error)) {
      query.setState({ error: new ApiRequestError(error.status, error.message, error.error) });
    }
  }
}

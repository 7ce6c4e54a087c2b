import { QueryCache, QueryClient, MutationCache } from '@tanstack/react-query';
import { readErrorStatus } from './api/errors';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /** The screen shows this mutation's failure itself, with its own message, so it is not logged as unexpected. */
      errorShownToUser?: boolean;
    };
  }
}

/** Meta for mutations whose failures the screen reports to the user. */
export const SHOWN_TO_USER = { errorShownToUser: true } as const;
export interface QueryClientOptions {
  /**
   * Called with every failed query, and every failed mutation the screen does not report itself
   * ("Other call failures: logged and rethrown, no user message shown").
   */
  onError?: (error: unknown) => void;
  /** Retry failed reads once on network errors and 5xx; tests turn it off. @default true */
  retry?: boolean;
}

/**
 * The app's TanStack Query client. A 4xx is never retried (the transport already refreshed a 401 once);
 * a network error or 5xx is retried once when `retry` is on.
 */
export function createQueryClient({ onError, retry = true }: QueryClientOptions = {}): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error) => onError?.(error) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _result, mutation) => {
        if (mutation.meta?.errorShownToUser !== true) onError?.(error);
      },
    }),
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => {
          if (!retry || failureCount >= 1) return false;
          const status = readErrorStatus(error);
          return status === undefined || status >= 500;
        },
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  });
}

import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "./api-error";

/** Client errors are answers, not accidents: retry only network failures, 429 and 5xx. */
function shouldRetry(count: number, error: unknown): boolean {
  if (!(error instanceof ApiError)) return count < 2;
  return (error.status === 0 || error.status === 429 || error.status >= 500) && count < 2;
}

function retryDelay(attempt: number, error: unknown): number {
  if (error instanceof ApiError && error.retryAfter) return error.retryAfter * 1000;
  return Math.min(1000 * 2 ** attempt, 8000);
}

/**
 * One per mounted widget, made outside render (two widgets on a page share no cache, and a
 * re-render keeps it); `retry: false` in tests.
 */
export function createWidgetQueryClient({ retry = true }: { retry?: boolean } = {}) {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: retry ? shouldRetry : false,
        retryDelay,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

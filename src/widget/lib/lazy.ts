import type * as ErrorSchemasModule from "./api/error-schemas";

/**
 * A promise that says whether it has settled, in the shape React's `use` reads (`status`,
 * `value`): `use` of a fulfilled one returns at once, with no Suspense fallback in between.
 */
export type Tracked<T> = Promise<T> &
  (
    | { status: "pending" }
    | { status: "fulfilled"; value: T }
    | { status: "rejected"; reason: unknown }
  );

function track<T>(promise: Promise<T>): Tracked<T> {
  const state = promise as Promise<T> & { status: string; value?: T; reason?: unknown };
  state.status = "pending";
  promise.then(
    (value) => {
      state.status = "fulfilled";
      state.value = value;
    },
    (reason: unknown) => {
      state.status = "rejected";
      state.reason = reason;
    },
  );
  return state as Tracked<T>;
}

/**
 * Loads once. A failed load stays failed (as with `React.lazy`: the screen's error surfaces,
 * and a render never starts a new load), unless `retry`, then the next call tries again.
 */
export function once<T>(load: () => Promise<T>, { retry = false } = {}): () => Tracked<T> {
  let current: Tracked<T> | undefined;
  return () => {
    if (current && !(retry && current.status === "rejected")) return current;
    current = track(load());
    return current;
  };
}

type ErrorSchemas = typeof ErrorSchemasModule;

/** The error bodies' schemas (with zod), loaded when an error answer must be read. */
export const loadErrorSchemas = once<ErrorSchemas>(() => import("./api/error-schemas"), {
  retry: true,
});

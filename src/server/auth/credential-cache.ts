import type { Notifications, Subscription } from "../db/notifications";

/** The channel migration 0010's trigger notifies: a key's id, or `*` for every key. */
export const CREDENTIALS_CHANNEL = "credentials";
/** How long a looked-up key is trusted without asking the database again. */
export const CREDENTIAL_TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;

/** A live API key as authentication needs it; `lastUsedAt` is kept current by the caller. */
export type CachedApiKey = { id: string; organizationId: string; lastUsedAt: Date | null };

/** Every cache of this process, so a revocation here reaches them all at once. */
const caches = new Set<WeakRef<CredentialCache>>();

/**
 * Drops a key from every credential cache of this process. Called by the code that revokes,
 * after its commit: the revoking instance refuses the key on its very next request (the
 * others hear of it by `NOTIFY`).
 */
export function forgetApiKey(id: string) {
  for (const ref of caches) {
    const cache = ref.deref();
    if (cache) cache.forget(id);
    else caches.delete(ref);
  }
}

/**
 * API keys by the hash of their secret, for {@link CREDENTIAL_TTL_MS}, only while
 * notifications arrive (so any revocation, on any instance or through the admin CLI, drops
 * the key within the time a `NOTIFY` takes). Unknown or revoked keys are never cached.
 * A lookup takes a `ticket` before it queries; what it found is kept only if nothing was
 * forgotten in between (a revocation committed while the query ran).
 */
export class CredentialCache {
  readonly #entries = new Map<string, { key: CachedApiKey; until: number }>();
  readonly #subscription: Subscription;
  readonly #clock: () => number;
  #generation = 0;

  constructor(notifications: Notifications, { clock = () => performance.now() } = {}) {
    this.#clock = clock;
    this.#subscription = notifications.subscribe(CREDENTIALS_CHANNEL, {
      message: (payload) => (payload === "*" ? this.clear() : this.forget(payload)),
      reset: () => this.clear(),
    });
    caches.add(new WeakRef(this));
  }

  get(hash: string): CachedApiKey | undefined {
    if (!this.#subscription.live) return undefined;
    const entry = this.#entries.get(hash);
    if (!entry) return undefined;
    if (entry.until <= this.#clock()) {
      this.#entries.delete(hash);
      return undefined;
    }
    return entry.key;
  }

  /** Taken before the database is asked; see {@link put}. */
  ticket(): number {
    return this.#generation;
  }

  put(hash: string, key: CachedApiKey, ticket: number) {
    if (ticket !== this.#generation || !this.#subscription.live) return;
    if (this.#entries.size >= MAX_ENTRIES) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    this.#entries.set(hash, { key, until: this.#clock() + CREDENTIAL_TTL_MS });
  }

  forget(id: string) {
    this.#generation++;
    for (const [hash, entry] of this.#entries) if (entry.key.id === id) this.#entries.delete(hash);
  }

  clear() {
    this.#generation++;
    this.#entries.clear();
  }

  close() {
    this.#subscription.close();
    this.clear();
  }
}

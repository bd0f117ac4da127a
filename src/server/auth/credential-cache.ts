import type { Notifications, Subscription } from "../db/notifications";

/**
 * The channel migrations 0010 and 0011 notify: an API key's or a hosted session's id (both
 * UUIDs, so one channel serves both caches), or `*` for every credential.
 */
const CREDENTIALS_CHANNEL = "credentials";
/** How long a looked-up credential is trusted without asking the database again. */
export const CREDENTIAL_TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;

/** A live API key as authentication needs it; `lastUsedAt` is kept current by the caller. */
export type CachedApiKey = {
  id: string;
  organizationId: string;
  livemode: boolean;
  lastUsedAt: Date | null;
};

/** Every cache of this process, so a revocation here reaches them all at once. */
const caches = new Set<WeakRef<CredentialCache<{ id: string }>>>();

/**
 * Drops a credential (an API key or a hosted session, by id) from every credential cache of
 * this process. Called by the code that revokes or rotates it, after its commit: the revoking
 * instance refuses it on its very next request (the others hear of it by `NOTIFY`).
 */
export function forgetCredential(id: string) {
  for (const ref of caches) {
    const cache = ref.deref();
    if (cache) cache.forget(id);
    else caches.delete(ref);
  }
}

/**
 * {@link forgetCredential} for an API key: the same function under the name its callers read
 * (`@alias` tells knip, `npm run lint:dead`, the duplicate is meant).
 * @alias
 */
export const forgetApiKey = forgetCredential;

/**
 * Credentials (API keys, hosted sessions' client tokens) by the hash of their secret, for
 * {@link CREDENTIAL_TTL_MS} at most (less when `put` is told the credential ends sooner), only
 * while notifications arrive (so any revocation, on any instance or through the admin CLI,
 * drops the credential within the time a `NOTIFY` takes). Unknown or revoked ones are never
 * cached. Entries are found again by `id` for {@link forget}.
 * A lookup takes a `ticket` before it queries; what it found is kept only if nothing was
 * forgotten in between (a revocation committed while the query ran).
 */
export class CredentialCache<T extends { id: string } = CachedApiKey> {
  readonly #entries = new Map<string, { key: T; until: number }>();
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

  get(hash: string): T | undefined {
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

  /** Keeps `key` for the TTL, or for `validForMs` when that is shorter (e.g. a session's expiry). */
  put(hash: string, key: T, ticket: number, validForMs = CREDENTIAL_TTL_MS) {
    if (ticket !== this.#generation || !this.#subscription.live) return;
    if (this.#entries.size >= MAX_ENTRIES) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    const ttl = Math.min(CREDENTIAL_TTL_MS, validForMs);
    if (!(ttl > 0)) return;
    this.#entries.set(hash, { key, until: this.#clock() + ttl });
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

import { describe, expect, it } from "vitest";
import {
  CREDENTIAL_TTL_MS,
  CredentialCache,
  forgetApiKey,
} from "../../src/server/auth/credential-cache";
import type { ChannelHandlers, Notifications } from "../../src/server/db/notifications";

/** Notifications the test drives by hand. */
function fakeNotifications() {
  let handlers: ChannelHandlers | undefined;
  const state = { live: true };
  const notifications: Notifications = {
    subscribe(_channel, h) {
      handlers = h;
      return {
        get live() {
          return state.live;
        },
        close: () => (handlers = undefined),
      };
    },
    reset: () => handlers?.reset(),
    close: async () => {},
  };
  return { notifications, state, send: (payload: string) => handlers?.message(payload) };
}

const key = (id: string) => ({ id, organizationId: "org", livemode: false, lastUsedAt: null });

function setup() {
  const fake = fakeNotifications();
  let now = 0;
  const cache = new CredentialCache(fake.notifications, { clock: () => now });
  return { ...fake, cache, advance: (ms: number) => (now += ms) };
}

describe("CredentialCache", () => {
  it("keeps a key for its time to live, then asks again", () => {
    const { cache, advance } = setup();
    cache.put("h1", key("k1"), cache.ticket());
    expect(cache.get("h1")?.id).toBe("k1");
    advance(CREDENTIAL_TTL_MS);
    expect(cache.get("h1")).toBeUndefined();
  });

  it("drops a key on its notification, every key on '*' or a reset", () => {
    const { cache, send, notifications } = setup();
    cache.put("h1", key("k1"), cache.ticket());
    cache.put("h2", key("k2"), cache.ticket());
    send("k1");
    expect(cache.get("h1")).toBeUndefined();
    expect(cache.get("h2")?.id).toBe("k2");
    send("*");
    expect(cache.get("h2")).toBeUndefined();
    cache.put("h2", key("k2"), cache.ticket());
    notifications.reset();
    expect(cache.get("h2")).toBeUndefined();
  });

  it("keeps nothing that was looked up before a revocation arrived", () => {
    const { cache, send } = setup();
    const ticket = cache.ticket();
    send("k1");
    cache.put("h1", key("k1"), ticket);
    expect(cache.get("h1")).toBeUndefined();
  });

  it("serves and keeps nothing while notifications are not known to arrive", () => {
    const { cache, state } = setup();
    cache.put("h1", key("k1"), cache.ticket());
    state.live = false;
    expect(cache.get("h1")).toBeUndefined();
    cache.put("h2", key("k2"), cache.ticket());
    state.live = true;
    expect(cache.get("h2")).toBeUndefined();
  });

  it("forgetApiKey reaches every cache of the process", () => {
    const one = setup();
    const two = setup();
    one.cache.put("h1", key("k1"), one.cache.ticket());
    two.cache.put("h1", key("k1"), two.cache.ticket());
    forgetApiKey("k1");
    expect(one.cache.get("h1")).toBeUndefined();
    expect(two.cache.get("h1")).toBeUndefined();
  });
});

describe("CredentialCache with a credential that ends before the TTL", () => {
  it("keeps it only until it ends, and not at all once it has ended", () => {
    const { cache, advance } = setup();
    cache.put("h1", key("s1"), cache.ticket(), 1_000);
    cache.put("h2", key("s2"), cache.ticket(), 0);
    expect(cache.get("h1")?.id).toBe("s1");
    expect(cache.get("h2")).toBeUndefined();
    advance(999);
    expect(cache.get("h1")?.id).toBe("s1");
    advance(1);
    expect(cache.get("h1")).toBeUndefined();
  });

  it("a longer life than the TTL is still cut at the TTL", () => {
    const { cache, advance } = setup();
    cache.put("h", key("s"), cache.ticket(), 60 * 60_000);
    advance(CREDENTIAL_TTL_MS);
    expect(cache.get("h")).toBeUndefined();
  });
});

import { describe, expect, it } from "vitest";
import type { ChannelHandlers, Notifications } from "../db/notifications";
import type { ZoneData } from "./answer";
import { zoneCache, type ZoneHere } from "./zone-cache";

/** Notifications the test delivers by hand (`send`), always live. */
function handDelivered() {
  const subscribers = new Set<ChannelHandlers>();
  const notifications: Notifications = {
    subscribe(_channel, handlers) {
      subscribers.add(handlers);
      return { live: true, close: () => subscribers.delete(handlers) };
    },
    reset: () => subscribers.forEach((h) => h.reset()),
    close: async () => {},
  };
  return { notifications, send: (p: string) => subscribers.forEach((h) => h.message(p)) };
}

/**
 * A database of zones by name (serial = version), counting the questions asked of it; while
 * `gate` is pending, answers wait for it.
 */
function fakeDb(zones: Record<string, { livemode: boolean; serial: number }>) {
  const db = { zones, asked: 0, gate: undefined as Promise<void> | undefined };
  const source = async (names: string[]) => {
    db.asked++;
    const found = new Map<string, ZoneHere>();
    for (const name of names) {
      const z = db.zones[name];
      if (z) {
        const serial = z.serial;
        found.set(name, {
          livemode: z.livemode,
          load: async (): Promise<ZoneData> => ({ zone: name, serial, records: [] }),
        });
      }
    }
    // What was read above is what the database held when asked; the answer arrives later.
    await db.gate;
    return found;
  };
  return { db, source };
}

describe("zoneCache", () => {
  it("answers from memory until the zone's name is announced", async () => {
    const { notifications, send } = handDelivered();
    const { db, source } = fakeDb({ "a.com": { livemode: false, serial: 1 } });
    const cache = zoneCache(notifications, source);
    expect((await cache.lookup("www.a.com"))?.serial).toBe(1);
    db.zones["a.com"]!.serial = 2;
    expect((await cache.lookup("www.a.com"))?.serial).toBe(1);
    expect(db.asked).toBe(1);
    send("other.com");
    expect((await cache.lookup("www.a.com"))?.serial).toBe(1);
    send("a.com");
    expect((await cache.lookup("www.a.com"))?.serial).toBe(2);
    db.zones["a.com"]!.serial = 3;
    send("*");
    expect((await cache.lookup("a.com"))?.serial).toBe(3);
    cache.close();
  });

  it("keeps nothing a change raced: the load answers its query, the next one asks again", async () => {
    const { notifications, send } = handDelivered();
    const { db, source } = fakeDb({ "race.com": { livemode: false, serial: 1 } });
    const cache = zoneCache(notifications, source);
    let open!: () => void;
    db.gate = new Promise((r) => (open = r));
    const first = cache.lookup("race.com");
    await new Promise((r) => setImmediate(r));
    // The change commits (and is announced) while the first read is on its way back.
    db.zones["race.com"]!.serial = 2;
    send("race.com");
    open();
    expect((await first)?.serial).toBe(1);
    db.gate = undefined;
    expect((await cache.lookup("race.com"))?.serial).toBe(2);
    cache.close();
  });

  it("answers a live zone before a test-mode one, then the longest name", async () => {
    const { notifications } = handDelivered();
    const { source } = fakeDb({
      "b.com": { livemode: true, serial: 1 },
      "x.b.com": { livemode: false, serial: 1 },
      "y.c.com": { livemode: false, serial: 1 },
      "c.com": { livemode: false, serial: 1 },
    });
    const cache = zoneCache(notifications, source);
    for (let i = 0; i < 2; i++) {
      // Twice: the second time from memory.
      expect((await cache.lookup("www.x.b.com"))?.zone).toBe("b.com");
      expect((await cache.lookup("www.y.c.com"))?.zone).toBe("y.c.com");
      expect(await cache.lookup("www.d.com")).toBeUndefined();
    }
    cache.close();
  });

  it("keeps at most maxZones zones and maxMisses names without one", async () => {
    const { notifications } = handDelivered();
    const zones = Object.fromEntries(
      ["a", "b", "c"].map((l) => [`${l}.com`, { livemode: false, serial: 1 }]),
    );
    const { db, source } = fakeDb(zones);
    const cache = zoneCache(notifications, source, { maxZones: 2, maxMisses: 2 });
    for (const l of ["a", "b", "c", "n1", "n2", "n3"]) await cache.lookup(`${l}.com`);
    expect(cache.size).toEqual({ zones: 2, misses: 2 });
    const asked = db.asked;
    await cache.lookup("c.com"); // kept (most recent)
    expect(db.asked).toBe(asked);
    await cache.lookup("a.com"); // left first
    expect(db.asked).toBe(asked + 1);
    cache.close();
  });
});

import { and, asc, eq, isNotNull, isNull, lt, lte, ne, or, sql } from "drizzle-orm";
import type { DnsRecordData } from "../../contract/dns-record-check";
import type { DriftReport } from "../../contract/dns-zone";
import type { Db } from "../db/database";
import type { Notifications } from "../db/notifications";
import { domains } from "../domains/schema";
import type { Logger } from "../logger";
import { startBackgroundLoop } from "../workers/background-loop";
import { reconcileDelegationSigner } from "./ds-publication";
import { sameDsSet } from "../registrar/dnssec";
import type { Registrars } from "../registrar/provider";
import { DnsEngineError, type DnsEngine } from "./engine";
import { parkedRecords } from "./parked";
import { dnsProvider, type DnsProvider } from "./provider";
import { listRecords, toData } from "./records";
import { describeRepairs, diffRRsets, toRRsets } from "./rrsets";
import { dnsZones, type DriftRepair } from "./schema";
import { DEFAULT_DNS_SETTINGS, type DnsSettings } from "./settings";
import { DNS_ZONE_CHANNEL } from "./zone-channel";

/** How long a claimed zone stays with the instance delivering it (then any may take it). */
const LEASE_MS = 60_000;
/** Back-off after a failed delivery: 1 s, doubled per attempt, at most 5 minutes. */
const BACKOFF_FIRST_MS = 1_000;
const BACKOFF_MAX_MS = 5 * 60_000;
/** Zones claimed in one pass. */
const BATCH = 20;

/** The delay before the next attempt after `attempts` failed ones in a row. */
export function backoffMs(attempts: number): number {
  return Math.min(BACKOFF_MAX_MS, BACKOFF_FIRST_MS * 2 ** Math.max(0, attempts - 1));
}

export type ZoneSyncDeps = {
  db: Db;
  logger: Logger;
  now?: () => Date;
  /** `config.dns`: the providers' settings (`POWERDNS_*`), the parking address, intervals. */
  settings?: DnsSettings;
  /** The registrars: a signed zone's DS records go to its domain's (`ds-publication.ts`). */
  registrars?: Registrars;
};

type ZoneRow = typeof dnsZones.$inferSelect;

/** A zone's state at one serial, read in one transaction: what the engine must serve. */
type Snapshot = {
  name: string;
  serial: number;
  /** Not `active`: the engine must drop the zone (and the row goes once the domain left). */
  status: "active" | "expired" | "transferred_away" | "deleted";
  records: DnsRecordData[];
};

/**
 * Delivery of engine zones from the service's database (the zone row is the outbox,
 * migration 0030): `pass()` claims due zones (`FOR UPDATE SKIP LOCKED` and a lease, so two
 * instances never deliver one zone at once), brings each engine zone to the state at its
 * current serial, and marks it applied; a failure is retried with back-off. `driftPass()`
 * compares each engine zone with the service's every `driftCheckMs` and repairs it;
 * `driftCheck(domainId)` does it for one zone now. The providers (and their engines, which read
 * their API key once) live as long as this object.
 */
export function zoneSync(deps: ZoneSyncDeps) {
  const settings = deps.settings ?? DEFAULT_DNS_SETTINGS;
  const now = deps.now ?? (() => new Date());
  const providers = new Map<string, DnsProvider>();
  const providerOf = (name: string): DnsProvider & { engine: DnsEngine } => {
    let p = providers.get(name);
    if (!p) {
      if (name !== "powerdns") throw new Error(`the ${name} DNS provider has no engine`);
      if (!settings.powerdns) {
        throw new DnsEngineError(
          "unreachable",
          "engine unreachable: the powerdns provider is not configured (POWERDNS_API_URL)",
        );
      }
      p = dnsProvider("powerdns", settings);
      providers.set(name, p);
    }
    return p as DnsProvider & { engine: DnsEngine };
  };

  /** Claims up to BATCH zones matching `where` for this instance: their lease set. */
  async function claim(where: ReturnType<typeof and>): Promise<ZoneRow[]> {
    const at = now();
    return deps.db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(dnsZones)
        .where(
          and(
            ne(dnsZones.provider, "builtin"),
            or(isNull(dnsZones.syncLeaseUntil), lt(dnsZones.syncLeaseUntil, at)),
            where,
          ),
        )
        .orderBy(asc(dnsZones.syncDueAt))
        .limit(BATCH)
        .for("update", { skipLocked: true });
      for (const row of rows) {
        await tx
          .update(dnsZones)
          .set({ syncLeaseUntil: new Date(at.getTime() + LEASE_MS) })
          .where(eq(dnsZones.domainId, row.domainId));
      }
      return rows;
    });
  }

  /** Claims one zone (whatever its due time); undefined when another holds its lease. */
  async function claimOne(domainId: string): Promise<ZoneRow | undefined> {
    const [row] = await claim(eq(dnsZones.domainId, domainId));
    return row;
  }

  /** The zone's records at its current serial (the zone row's lock keeps writers out). */
  async function snapshot(domainId: string): Promise<Snapshot | undefined> {
    return deps.db.transaction(async (tx) => {
      const [zone] = await tx
        .select({ serial: dnsZones.serial })
        .from(dnsZones)
        .where(eq(dnsZones.domainId, domainId))
        .for("share");
      const [domain] = await tx
        .select({ name: domains.name, status: domains.status, phase: domains.phase })
        .from(domains)
        .where(eq(domains.id, domainId));
      if (!zone || !domain) return undefined;
      const records =
        domain.phase === "registered"
          ? (await listRecords(tx, domainId)).map(toData)
          : parkedRecords(settings.parkingIPv4);
      return { name: domain.name, serial: zone.serial, status: domain.status, records };
    });
  }

  /** The RRsets the engine must serve for `records` (the apex NS are the provider's). */
  const wanted = (records: DnsRecordData[]) =>
    toRRsets(records.filter((r) => !(r.name === "@" && r.type === "NS")));

  /**
   * Brings the engine's zone to `snap`: creates (and signs) it when the engine lacks it,
   * else applies the RRsets that differ and the SOA serial. Returns what it changed.
   */
  async function bringToState(row: ZoneRow, snap: Snapshot): Promise<DriftRepair[]> {
    const provider = providerOf(row.provider);
    const { engine } = provider;
    const want = wanted(snap.records);
    let repairs: DriftRepair[];
    const have = row.engineCreatedAt ? await engine.readZone(snap.name) : undefined;
    if (!have) {
      await engine.createZone(
        snap.name,
        { serial: snap.serial, rrsets: want },
        provider.nameservers,
      );
      repairs = want.map((s) => ({ name: s.name, type: s.type, change: "added" as const }));
      await deps.db
        .update(dnsZones)
        .set({ engineCreatedAt: row.engineCreatedAt ?? now(), dnssec: "off", dsRecords: null })
        .where(eq(dnsZones.domainId, row.domainId));
      row = { ...row, dnssec: "off" };
    } else {
      const changes = diffRRsets(want, have.rrsets);
      if (changes.length > 0 || have.serial !== snap.serial) {
        await engine.applyChanges(snap.name, snap.serial, changes);
      }
      repairs = describeRepairs(changes, have.rrsets);
      if (have.serial !== snap.serial && changes.length === 0) {
        repairs.push({ name: "@", type: "SOA", change: "updated" });
      }
    }
    if (provider.dnssec && row.dnssec !== "signed") {
      await deps.db
        .update(dnsZones)
        .set({ dnssec: "signing" })
        .where(eq(dnsZones.domainId, row.domainId));
      const ds = await engine.enableDnssec(snap.name);
      await deps.db
        .update(dnsZones)
        .set({ dnssec: "signed", dsRecords: ds })
        .where(eq(dnsZones.domainId, row.domainId));
    }
    return repairs;
  }

  /** Records a delivery of `serial`: applied, and no longer due unless changed meanwhile. */
  async function delivered(domainId: string, serial: number, extra: Partial<ZoneRow> = {}) {
    await deps.db
      .update(dnsZones)
      .set({
        appliedSerial: serial,
        appliedAt: now(),
        syncAttempts: 0,
        syncError: null,
        syncLeaseUntil: null,
        syncDueAt: sql`CASE WHEN ${dnsZones.serial} = ${serial} THEN NULL ELSE ${dnsZones.syncDueAt} END`,
        ...extra,
      })
      .where(eq(dnsZones.domainId, domainId));
  }

  /** Records a failure: due again after the back-off, the error kept (never a secret). */
  async function failed(row: ZoneRow, err: unknown) {
    const attempts = row.syncAttempts + 1;
    const message = err instanceof Error ? err.message : String(err);
    await deps.db
      .update(dnsZones)
      .set({
        syncAttempts: attempts,
        syncError: message.slice(0, 500),
        syncDueAt: new Date(now().getTime() + backoffMs(attempts)),
        syncLeaseUntil: null,
      })
      .where(eq(dnsZones.domainId, row.domainId));
    deps.logger.warn("could not deliver a DNS zone to its engine", {
      domain_id: row.domainId,
      provider: row.provider,
      attempts,
      error: message,
    });
  }

  /** Delivers one claimed zone; true when the engine confirmed it. */
  async function deliver(row: ZoneRow): Promise<boolean> {
    try {
      const snap = await snapshot(row.domainId);
      if (!snap) {
        await delivered(row.domainId, row.serial);
        return true;
      }
      if (snap.status !== "active") {
        // Expired, released or transferred away: the engine no longer serves the zone. A
        // domain that left the account keeps no zone row (migration 0033 kept it for this).
        await providerOf(row.provider).engine.deleteZone(snap.name);
        if (snap.status === "transferred_away" || snap.status === "deleted") {
          await deps.db.delete(dnsZones).where(eq(dnsZones.domainId, row.domainId));
          return true;
        }
        await delivered(row.domainId, snap.serial, {
          engineCreatedAt: null,
          dnssec: "off",
          dsRecords: null,
        });
        return true;
      }
      await bringToState(row, snap);
      await delivered(row.domainId, snap.serial);
      // The DS records follow every delivery of a signed zone (a new key's included): sent to
      // the registry while the domain is delegated to the engine (`ds-publication.ts`).
      if (deps.registrars) {
        await reconcileDelegationSigner(
          { db: deps.db, registrars: deps.registrars, dns: settings, logger: deps.logger, now },
          row.domainId,
        );
      }
      return true;
    } catch (err) {
      await failed(row, err);
      return false;
    }
  }

  /** One delivery pass: every due engine zone this instance can claim. Returns how many it applied. */
  async function pass(): Promise<number> {
    const rows = await claim(and(isNotNull(dnsZones.syncDueAt), lte(dnsZones.syncDueAt, now())));
    let n = 0;
    for (const row of rows) if (await deliver(row)) n++;
    return n;
  }

  /**
   * A signed zone's DS records as the engine reports them now: a key added or removed at the
   * engine (a KSK or CSK rollover, docs/dns.md "Key rollovers") changes them; the new set is
   * stored and goes to the registry (`ds-publication.ts`). A failure is logged: the next
   * check tries again.
   */
  async function refreshDs(row: ZoneRow, name: string) {
    const [current] = await deps.db
      .select({ dnssec: dnsZones.dnssec, ds: dnsZones.dsRecords })
      .from(dnsZones)
      .where(eq(dnsZones.domainId, row.domainId));
    if (current?.dnssec !== "signed") return;
    try {
      const ds = await providerOf(row.provider).engine.dsRecords(name);
      if (ds.length > 0 && !sameDsSet(ds, current.ds)) {
        await deps.db
          .update(dnsZones)
          .set({ dsRecords: ds })
          .where(eq(dnsZones.domainId, row.domainId));
      }
      if (deps.registrars) {
        await reconcileDelegationSigner(
          { db: deps.db, registrars: deps.registrars, dns: settings, logger: deps.logger, now },
          row.domainId,
        );
      }
    } catch (err) {
      deps.logger.warn("could not read a signed zone's DS records from its engine", {
        domain_id: row.domainId,
        error: err instanceof Error ? err.message : String(err),
      });
    }
  }

  /** Compares a claimed, delivered zone with the engine's and repairs it; the report. */
  async function check(row: ZoneRow): Promise<DriftReport> {
    const checkedAt = now();
    const snap = await snapshot(row.domainId);
    if (!snap || snap.status !== "active") {
      await deps.db
        .update(dnsZones)
        .set({ syncLeaseUntil: null })
        .where(eq(dnsZones.domainId, row.domainId));
      return {
        domain: snap?.name ?? "",
        checked_at: checkedAt.toISOString(),
        in_sync: true,
        repaired: [],
      };
    }
    let repaired: DriftRepair[];
    try {
      repaired = await bringToState(row, snap);
    } catch (err) {
      await failed(row, err);
      throw err;
    }
    // A pending change applied by this check is delivery, not drift: only a zone the engine
    // had confirmed at this serial can have drifted.
    const drift = row.appliedSerial === snap.serial && row.engineCreatedAt ? repaired : [];
    await delivered(row.domainId, snap.serial, {
      driftCheckedAt: checkedAt,
      driftRepaired: drift,
    });
    await refreshDs(row, snap.name);
    if (drift.length > 0) {
      deps.logger.warn("repaired a DNS zone that had drifted at its engine", {
        domain_id: row.domainId,
        domain: snap.name,
        repaired: drift.map((r) => `${r.change} ${r.name} ${r.type}`).join(", "),
      });
    }
    return {
      domain: snap.name,
      checked_at: checkedAt.toISOString(),
      in_sync: drift.length === 0,
      repaired: drift,
    };
  }

  /** The drift check of every engine zone not compared for `driftCheckMs`. */
  async function driftPass(): Promise<number> {
    const every = settings.driftCheckMs ?? 0;
    if (every <= 0) return 0;
    const before = new Date(now().getTime() - every);
    const rows = await claim(
      and(
        isNull(dnsZones.syncDueAt),
        isNotNull(dnsZones.engineCreatedAt),
        or(isNull(dnsZones.driftCheckedAt), lt(dnsZones.driftCheckedAt, before)),
      ),
    );
    let n = 0;
    for (const row of rows) {
      const report = await check(row).catch(() => undefined);
      if (report && !report.in_sync) n++;
    }
    return n;
  }

  return {
    pass,
    driftPass,
    /**
     * Checks one zone now (`POST …/dns/drift-check`): a built-in zone is in sync; undefined
     * when another instance is delivering the zone at this moment.
     */
    async driftCheck(domainId: string, name: string): Promise<DriftReport | undefined> {
      const [row] = await deps.db.select().from(dnsZones).where(eq(dnsZones.domainId, domainId));
      if (!row || row.provider === "builtin") {
        return { domain: name, checked_at: now().toISOString(), in_sync: true, repaired: [] };
      }
      const claimed = await claimOne(domainId);
      if (!claimed) return undefined;
      return check(claimed);
    },
    /** Makes the engine zone of `name` (or every engine zone: `*`) due now. */
    async makeDue(name: string) {
      const ids = sql`(SELECT ${domains.id} FROM ${domains} WHERE ${domains.name} = ${name})`;
      await deps.db
        .update(dnsZones)
        .set({ syncDueAt: sql`LEAST(COALESCE(${dnsZones.syncDueAt}, now()), now())` })
        .where(
          and(
            ne(dnsZones.provider, "builtin"),
            name === "*" ? undefined : sql`${dnsZones.domainId} IN ${ids}`,
          ),
        );
    },
  };
}

export type ZoneSync = ReturnType<typeof zoneSync>;

/**
 * The zone-sync worker: a delivery pass and a drift pass every `DNS_SYNC_INTERVAL_MS`, and a
 * delivery pass as soon as a zone's answers change (`DNS_ZONE_CHANNEL`: a record written, the
 * domain's phase or status changed), which also makes that engine zone due.
 */
export function startZoneSyncWorker(
  deps: ZoneSyncDeps & { notifications?: Notifications },
  sync: ZoneSync = zoneSync(deps),
) {
  const loop = startBackgroundLoop(
    "dns zone sync",
    async () => (await sync.pass()) + (await sync.driftPass()),
    { intervalMs: deps.settings?.syncIntervalMs ?? 1000, logger: deps.logger },
  );
  const subscription = deps.notifications?.subscribe(DNS_ZONE_CHANNEL, {
    message(payload) {
      void sync
        .makeDue(payload)
        .then(() => loop.runOnce())
        .catch((err: unknown) => deps.logger.warn("dns zone sync wake-up failed", { error: err }));
    },
    reset() {
      void loop.runOnce();
    },
  });
  return {
    runOnce: loop.runOnce,
    async stop() {
      subscription?.close();
      await loop.stop();
    },
  };
}

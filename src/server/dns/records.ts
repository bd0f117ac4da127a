import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import type { DnsRecord } from "../../contract/dns-record";
import { checkDnsRecord } from "../../contract/dns-record-input";
import type { DnsRecordData } from "../../contract/dns-record-check";
import type { ValidationErrorItem } from "../../contract/pydantic/validation-error";
import { valueError } from "../../contract/pydantic/py-issue";
import type { Db, DbOrTx } from "../db/database";
import { domains } from "../domains/schema";
import { appendEvent } from "../events/append-event";
import type { DomainRow } from "../domains/domains";
import { ApiError } from "../http/errors";
import { dnsRecords, dnsZones, type DnsRecordRow } from "./schema";
import { planSync, type SyncPlan } from "./sync-plan";
import { ZONE_RECORD_LIMIT, checkZone, type ZoneIssue } from "./zone-rules";

/** The stored data of a record (what zone rules and the wire care about). */
/** The record's data fields alone (no id, zone or timestamps). */
export const toData = (r: DnsRecordData): DnsRecordData => ({
  type: r.type,
  name: r.name,
  content: r.content,
  ttl: r.ttl,
  priority: r.priority,
  weight: r.weight,
  port: r.port,
  flags: r.flags,
  tag: r.tag,
});

/** How far a zone's changes have reached its server: an engine's confirmed serial. */
export type ZoneDelivery = { provider: string; appliedSerial: number | null };

/** The zone's provider and applied serial (a zone without a row is the built-in server's). */
export async function zoneDelivery(db: DbOrTx, domainId: string): Promise<ZoneDelivery> {
  const [row] = await db
    .select({ provider: dnsZones.provider, appliedSerial: dnsZones.appliedSerial })
    .from(dnsZones)
    .where(eq(dnsZones.domainId, domainId));
  return row ?? { provider: "builtin", appliedSerial: null };
}

/**
 * Whether a record written at `serial` waits for the engine: an engine zone whose confirmed
 * serial is below it. The built-in server answers every change at once: never pending.
 */
export function isPending(serial: number | null | undefined, zone: ZoneDelivery | undefined) {
  if (!zone || zone.provider === "builtin" || serial == null) return false;
  return serial > (zone.appliedSerial ?? 0);
}

/** A record as the API shows it; `zone` says whether it is pending (built-in: never). */
export const toDnsRecord = (r: DnsRecordRow, domain: string, zone?: ZoneDelivery): DnsRecord => ({
  id: r.id,
  domain,
  ...toData(r),
  pending: isPending(r.serial, zone),
});

/** A zone's records in a stable order: name, type, content. */
export function listRecords(db: DbOrTx, domainId: string): Promise<DnsRecordRow[]> {
  return db
    .select()
    .from(dnsRecords)
    .where(eq(dnsRecords.domainId, domainId))
    .orderBy(
      asc(dnsRecords.name),
      asc(dnsRecords.type),
      asc(dnsRecords.content),
      asc(dnsRecords.id),
    );
}

export async function getRecord(db: Db, domainId: string, id: string) {
  const [row] = await db
    .select()
    .from(dnsRecords)
    .where(and(eq(dnsRecords.domainId, domainId), eq(dnsRecords.id, id)));
  return row;
}

/** The zone's SOA serial (1 before its first change). */
export async function zoneSerial(db: Db, domainId: string): Promise<number> {
  const [row] = await db.select().from(dnsZones).where(eq(dnsZones.domainId, domainId));
  return row?.serial ?? 1;
}

/** Takes the zone's lock for the rest of the transaction (changes to one zone run one by one). */
async function lockZone(tx: DbOrTx, domainId: string) {
  await tx.insert(dnsZones).values({ domainId, serial: 1 }).onConflictDoNothing();
  await tx.select().from(dnsZones).where(eq(dnsZones.domainId, domainId)).for("update");
}

/**
 * Bumps the zone's serial and returns the new one; an engine zone becomes due for delivery in
 * the same transaction (the zone row is the outbox: migration 0030, `zone-sync.ts`).
 */
async function bumpSerial(tx: DbOrTx, domainId: string): Promise<number> {
  const [row] = await tx
    .update(dnsZones)
    .set({
      serial: sql`${dnsZones.serial} + 1`,
      updatedAt: sql`now()`,
      syncDueAt: sql`CASE WHEN ${dnsZones.provider} = 'builtin' THEN ${dnsZones.syncDueAt} ELSE now() END`,
    })
    .where(eq(dnsZones.domainId, domainId))
    .returning({ serial: dnsZones.serial });
  return row!.serial;
}

/** Stamps the rows a change wrote with the zone's new serial (a record is pending above it). */
async function stampSerial(tx: DbOrTx, ids: string[], serial: number) {
  if (ids.length === 0) return;
  await tx.update(dnsRecords).set({ serial }).where(inArray(dnsRecords.id, ids));
}

/** The `dns.changed` event of a zone change, in its transaction: which record ids changed how. */
async function dnsChanged(
  tx: DbOrTx,
  domain: Pick<DomainRow, "id" | "name" | "organizationId" | "livemode">,
  ids: { created?: string[]; updated?: string[]; deleted?: string[] },
): Promise<string> {
  return appendEvent(tx, {
    organizationId: domain.organizationId,
    livemode: domain.livemode,
    type: "dns.changed",
    data: {
      domain_id: domain.id,
      domain: domain.name,
      created: ids.created ?? [],
      updated: ids.updated ?? [],
      deleted: ids.deleted ?? [],
    },
  });
}

/** A 422 item in pydantic's key order. */
function item(loc: (string | number)[], e: ReturnType<typeof valueError>): ValidationErrorItem {
  return { type: e.type, loc, msg: e.msg, input: e.input, ...(e.ctx && { ctx: e.ctx }) };
}

/** A 422 for broken zone rules, each located by `loc(issue)`. */
function zoneRuleError(
  issues: ZoneIssue[],
  records: readonly DnsRecordData[],
  loc: (issue: ZoneIssue) => (string | number)[],
) {
  const detail = issues.map((issue) =>
    item(loc(issue), valueError(records[issue.index]![issue.field], issue.message)),
  );
  return new ApiError(422, detail);
}

/**
 * The zone-rule items of a sync body's records, at `["body", "records", i, field]`, for the
 * records that pass their field checks; a record that fails them is left out (its field items
 * say why), so the rules it would break with the others are not guessed at. Used when the body
 * as a whole failed validation, so one 422 lists field and zone problems together.
 */
export function syncZoneItems(zone: string, records: readonly unknown[]): ValidationErrorItem[] {
  const valid: { index: number; data: DnsRecordData }[] = [];
  records.forEach((r, index) => {
    const checked = checkDnsRecord(r);
    if (checked.ok) valid.push({ index, data: checked.value });
  });
  const data = valid.map((v) => v.data);
  return checkZone(zone, data).map((issue) =>
    item(
      ["body", "records", valid[issue.index]!.index, issue.field],
      valueError(data[issue.index]![issue.field], issue.message),
    ),
  );
}

function tooMany() {
  const message = `a zone holds at most ${ZONE_RECORD_LIMIT} records; delete some first`;
  return new ApiError(422, [item(["body"], valueError(null, message))]);
}

/**
 * Adds a record, or replaces the record `replaceId`, after checking the zone rules against the
 * zone's other records under the zone's lock. Zone-rule failures are 422s at `["body", field]`.
 * Returns undefined when `replaceId` is not a record of the zone, else the record and the id
 * of the `dns.changed` event written with it.
 */
export async function writeRecord(
  db: Db,
  domain: DomainRow,
  data: DnsRecordData,
  replaceId?: string,
  /** Runs in the write's transaction once the row is written (an idempotent reply's store). */
  written?: (tx: Db, row: DnsRecordRow & { eventId: string }) => Promise<void>,
): Promise<(DnsRecordRow & { eventId: string }) | undefined> {
  return db.transaction(async (tx) => {
    await lockZone(tx, domain.id);
    const rows = await listRecords(tx, domain.id);
    if (replaceId !== undefined && !rows.some((r) => r.id === replaceId)) return undefined;
    const others = rows.filter((r) => r.id !== replaceId).map(toData);
    if (others.length >= ZONE_RECORD_LIMIT) throw tooMany();
    const all = [...others, data];
    const issues = checkZone(domain.name, all, (i) => i === all.length - 1);
    if (issues.length > 0) throw zoneRuleError(issues, all, (i) => ["body", i.field]);
    let row: DnsRecordRow | undefined;
    if (replaceId === undefined) {
      [row] = await tx
        .insert(dnsRecords)
        .values({ id: randomUUID(), domainId: domain.id, ...data })
        .returning();
    } else {
      [row] = await tx
        .update(dnsRecords)
        .set({ ...data, updatedAt: sql`now()` })
        .where(eq(dnsRecords.id, replaceId))
        .returning();
    }
    const serial = await bumpSerial(tx, domain.id);
    await stampSerial(tx, [row!.id], serial);
    row = { ...row!, serial };
    const eventId = await dnsChanged(tx, domain, {
      [replaceId === undefined ? "created" : "updated"]: [row.id],
    });
    await written?.(tx, { ...row!, eventId });
    return { ...row!, eventId };
  });
}

/**
 * Deletes a record; undefined when it is not a record of the zone, else the id of the
 * `dns.changed` event written with the deletion.
 */
export async function deleteRecord(
  db: Db,
  domainId: string,
  id: string,
): Promise<{ eventId: string | null } | undefined> {
  return db.transaction(async (tx) => {
    await lockZone(tx, domainId);
    const gone = await tx
      .delete(dnsRecords)
      .where(and(eq(dnsRecords.domainId, domainId), eq(dnsRecords.id, id)))
      .returning({ id: dnsRecords.id });
    if (gone.length === 0) return undefined;
    await bumpSerial(tx, domainId);
    const [domain] = await tx.select().from(domains).where(eq(domains.id, domainId));
    return {
      eventId: domain ? await dnsChanged(tx, domain, { deleted: [id] }) : null,
    };
  });
}

export type SyncOutcome = {
  created: (DnsRecordData & { id: string | null })[];
  updated: DnsRecordRow[];
  deleted: DnsRecordRow[];
};

/**
 * Makes the zone hold exactly `desired`: checks the whole set against the zone rules (422 at
 * `["body","records",i,field]`), then deletes, updates and creates in one transaction under
 * the zone's lock. With `dryRun` it returns the plan and changes nothing. Records that already
 * match are left alone, so a second identical sync changes nothing (not even the serial).
 */
export async function syncRecords(
  db: Db,
  domain: DomainRow,
  desired: readonly DnsRecordData[],
  { dryRun = false } = {},
): Promise<SyncOutcome> {
  const issues = checkZone(domain.name, desired);
  if (issues.length > 0) {
    throw zoneRuleError(issues, desired, (i) => ["body", "records", i.index, i.field]);
  }
  const run = async (tx: DbOrTx): Promise<SyncOutcome> => {
    if (!dryRun) await lockZone(tx, domain.id);
    const plan: SyncPlan = planSync(await listRecords(tx, domain.id), desired);
    if (dryRun) {
      return {
        created: plan.creates.map((d) => ({ id: null, ...d })),
        updated: plan.updates.map(({ row, data }) => ({ ...row, ...data })),
        deleted: plan.deletes,
      };
    }
    for (const row of plan.deletes) await tx.delete(dnsRecords).where(eq(dnsRecords.id, row.id));
    const updated: DnsRecordRow[] = [];
    for (const { row, data } of plan.updates) {
      const [after] = await tx
        .update(dnsRecords)
        .set({ ...data, updatedAt: sql`now()` })
        .where(eq(dnsRecords.id, row.id))
        .returning();
      updated.push(after!);
    }
    const created = plan.creates.length
      ? await tx
          .insert(dnsRecords)
          .values(plan.creates.map((d) => ({ id: randomUUID(), domainId: domain.id, ...d })))
          .returning()
      : [];
    const changed = created.length + updated.length + plan.deletes.length > 0;
    if (changed) {
      const serial = await bumpSerial(tx, domain.id);
      const written = [...created, ...updated].map((r) => r.id);
      await stampSerial(tx, written, serial);
      for (const r of [...created, ...updated]) r.serial = serial;
      await dnsChanged(tx, domain, {
        created: created.map((r) => r.id),
        updated: updated.map((r) => r.id),
        deleted: plan.deletes.map((r) => r.id),
      });
    }
    return { created, updated, deleted: plan.deletes };
  };
  return dryRun ? run(db) : db.transaction((tx) => run(tx));
}

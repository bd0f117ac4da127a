import type { DnsRecordData } from "../../contract/dns-record-check";
import type { DnsRecordRow } from "./schema";
import { recordKey } from "./zone-rules";

export type SyncPlan = {
  creates: DnsRecordData[];
  updates: { row: DnsRecordRow; data: DnsRecordData }[];
  deletes: DnsRecordRow[];
};

/**
 * The difference between a zone's records and the desired set. A desired record identical to a
 * stored one (same name, type and data) keeps it, updated only when its TTL differs; the rest
 * are paired by name and type in order, so changing the address of `A www` updates that record
 * (same id) instead of deleting and creating one; what is left is created or deleted.
 */
export function planSync(existing: readonly DnsRecordRow[], desired: readonly DnsRecordData[]) {
  const plan: SyncPlan = { creates: [], updates: [], deletes: [] };
  const byKey = new Map(existing.map((row) => [recordKey(row), row]));
  const unmatched: DnsRecordData[] = [];
  for (const data of desired) {
    const row = byKey.get(recordKey(data));
    if (!row) {
      unmatched.push(data);
      continue;
    }
    byKey.delete(recordKey(data));
    if (row.ttl !== data.ttl) plan.updates.push({ row, data });
  }
  const spare = new Map<string, DnsRecordRow[]>();
  for (const row of byKey.values()) {
    const k = `${row.name}\u0000${row.type}`;
    spare.set(k, [...(spare.get(k) ?? []), row]);
  }
  for (const data of unmatched) {
    const row = spare.get(`${data.name}\u0000${data.type}`)?.shift();
    if (row) plan.updates.push({ row, data });
    else plan.creates.push(data);
  }
  for (const rows of spare.values()) plan.deletes.push(...rows);
  return plan;
}

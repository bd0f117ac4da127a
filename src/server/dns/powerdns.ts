import { readFileSync } from "node:fs";
import {
  DnsEngineError,
  type DnsEngine,
  type DsRecord,
  type RRset,
  type RRsetChange,
  type ZoneState,
} from "./engine";
import { absoluteName, diffRRsets, relativeName } from "./rrsets";
import type { PowerDnsSettings } from "./settings";
import { soaFields } from "./soa";

/** How long one request to the engine may take before it counts as unreachable. */
const DEFAULT_TIMEOUT_MS = 10_000;

/** Records the engine makes itself: never compared with or written from the service's. */
const ENGINE_TYPES = new Set(["SOA", "DNSKEY", "RRSIG", "NSEC", "NSEC3", "NSEC3PARAM", "CDS"]);
const SKIPPED_TYPES = new Set([...ENGINE_TYPES, "CDNSKEY"]);

type PdnsRecord = { content: string; disabled?: boolean };
type PdnsRRset = { name: string; type: string; ttl: number; records: PdnsRecord[] };
type PdnsZone = { name: string; serial: number; rrsets: PdnsRRset[] };
type PdnsCryptokey = { active: boolean; ds?: string[] };

/** A DS in presentation format (`tag alg type digest`) as a `DsRecord`; undefined otherwise. */
function parseDs(text: string): DsRecord | undefined {
  const m = /^\s*(\d+)\s+(\d+)\s+(\d+)\s+([0-9a-fA-F]+)\s*$/.exec(text);
  if (!m) return undefined;
  return {
    key_tag: Number(m[1]),
    algorithm: Number(m[2]),
    digest_type: Number(m[3]),
    digest: m[4]!.toUpperCase(),
  };
}

/**
 * PowerDNS Authoritative over its HTTP API (`/api/v1/servers/{server_id}/zones`), with the key
 * read from `settings.apiKeyFile` on the first request (sent as `X-API-Key`, never logged nor
 * put in an error). Zones are of kind `Master` (the engine NOTIFYs its secondaries) with
 * `soa_edit_api` empty, so the SOA serial served is the service's own; the apex NS records are
 * `settings.nameservers`. DNSSEC: one active CSK, ECDSA P-256 (algorithm 13), online signing.
 */
export function powerDnsEngine(
  settings: PowerDnsSettings,
  options: { timeoutMs?: number } = {},
): DnsEngine {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const base = `${settings.apiUrl}/api/v1/servers/${encodeURIComponent(settings.serverId)}`;
  let apiKey: string | undefined;
  const key = () => {
    if (apiKey === undefined) {
      try {
        apiKey = readFileSync(settings.apiKeyFile, "utf8").trim();
      } catch (err) {
        const code = (err as NodeJS.ErrnoException).code ?? "unreadable";
        throw new DnsEngineError(
          "unreachable",
          `engine unreachable: cannot read the API key file ${settings.apiKeyFile} (${code})`,
        );
      }
    }
    return apiKey;
  };

  /** One API call; `allow` lists statuses the caller handles itself (answered as undefined). */
  async function call<T>(
    method: string,
    path: string,
    body?: unknown,
    allow: number[] = [],
  ): Promise<T | undefined> {
    let res: Response;
    try {
      res = await fetch(`${base}${path}`, {
        method,
        headers: {
          "X-API-Key": key(),
          Accept: "application/json",
          ...(body !== undefined && { "Content-Type": "application/json" }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      if (err instanceof DnsEngineError) throw err;
      const cause = (err as { cause?: { code?: string; message?: string } }).cause;
      const why =
        (err as Error).name === "TimeoutError"
          ? `no answer within ${timeoutMs} ms`
          : (cause?.code ?? cause?.message ?? (err as Error).message);
      throw new DnsEngineError("unreachable", `engine unreachable: ${settings.apiUrl} (${why})`);
    }
    const text = await res.text().catch(() => "");
    if (allow.includes(res.status)) return undefined;
    if (!res.ok) {
      let message = text.slice(0, 300);
      try {
        const parsed = JSON.parse(text) as { error?: unknown };
        if (typeof parsed.error === "string") message = parsed.error;
      } catch {
        // not JSON: the text as it came
      }
      throw new DnsEngineError(
        "refused",
        `engine refused (${res.status}${message ? `: ${message}` : ""})`,
        res.status,
      );
    }
    return text ? (JSON.parse(text) as T) : undefined;
  }

  const zonePath = (zone: string) => `/zones/${encodeURIComponent(`${zone}.`)}`;

  const soaRRset = (zone: string, serial: number): PdnsRRset & { changetype: string } => {
    const soa = soaFields(zone, serial, settings.nameservers);
    const abs = (h: string) => `${h.replace(/\.$/, "")}.`;
    return {
      name: `${zone}.`,
      type: "SOA",
      ttl: soa.ttl,
      changetype: "REPLACE",
      records: [
        {
          content: `${abs(soa.mname)} ${abs(soa.rname)} ${soa.serial} ${soa.refresh} ${soa.retry} ${soa.expire} ${soa.minimum}`,
          disabled: false,
        },
      ],
    };
  };

  const toPdns = (zone: string, s: RRset) => ({
    name: absoluteName(zone, s.name),
    type: s.type,
    ttl: s.ttl,
    changetype: "REPLACE",
    records: s.contents.map((content) => ({ content, disabled: false })),
  });

  const apexNs = (zone: string, nameservers: string[]) => ({
    name: `${zone}.`,
    type: "NS",
    ttl: soaFields(zone, 0, nameservers).ttl,
    changetype: "REPLACE",
    records: nameservers.map((ns) => ({ content: `${ns.replace(/\.$/, "")}.`, disabled: false })),
  });

  async function readZone(zone: string): Promise<ZoneState | undefined> {
    const z = await call<PdnsZone>("GET", zonePath(zone), undefined, [404]);
    if (!z) return undefined;
    const rrsets: RRset[] = [];
    let serial = z.serial;
    for (const s of z.rrsets) {
      const name = relativeName(zone, s.name);
      const contents = s.records.filter((r) => !r.disabled).map((r) => r.content);
      if (s.type === "SOA") {
        const n = Number(contents[0]?.split(/\s+/)[2]);
        if (Number.isFinite(n)) serial = n;
        continue;
      }
      if (SKIPPED_TYPES.has(s.type) || (name === "@" && s.type === "NS")) continue;
      if (contents.length === 0) continue;
      rrsets.push({ name, type: s.type, ttl: s.ttl, contents: contents.sort() });
    }
    rrsets.sort((x, y) => (x.name + " " + x.type < y.name + " " + y.type ? -1 : 1));
    return { serial, rrsets };
  }

  async function applyChanges(zone: string, serial: number, changes: RRsetChange[]) {
    const rrsets = changes
      .filter((c) => !ENGINE_TYPES.has(c.change === "replace" ? c.rrset.type : c.type))
      .map((c) =>
        c.change === "replace"
          ? toPdns(zone, c.rrset)
          : { name: absoluteName(zone, c.name), type: c.type, changetype: "DELETE" },
      );
    await call("PATCH", zonePath(zone), { rrsets: [...rrsets, soaRRset(zone, serial)] });
    await notifySecondaries(zone);
  }

  /**
   * Asks the engine to NOTIFY the zone's secondaries now rather than at its next check of
   * changed serials (`xfr-cycle-interval`, a minute by default). The change is applied either
   * way: an engine that refuses (not a primary) is left to its own schedule.
   */
  async function notifySecondaries(zone: string) {
    await call("PUT", `${zonePath(zone)}/notify`).catch(() => undefined);
  }

  async function dsRecords(zone: string): Promise<DsRecord[]> {
    const keys = await call<PdnsCryptokey[]>(
      "GET",
      `${zonePath(zone)}/cryptokeys`,
      undefined,
      [404],
    );
    return (keys ?? [])
      .filter((k) => k.active)
      .flatMap((k) => k.ds ?? [])
      .map(parseDs)
      .filter((d): d is DsRecord => d !== undefined && d.digest_type === 2);
  }

  return {
    async createZone(zone, state, nameservers) {
      const created = await call(
        "POST",
        "/zones",
        {
          name: `${zone}.`,
          kind: "Master",
          soa_edit_api: "",
          api_rectify: true,
          nameservers: [],
          rrsets: [
            soaRRset(zone, state.serial),
            apexNs(zone, nameservers),
            ...state.rrsets
              .filter((s) => !(s.name === "@" && s.type === "NS"))
              .map((s) => toPdns(zone, s)),
          ],
        },
        [409],
      );
      if (created !== undefined) return notifySecondaries(zone);
      // It exists already (an earlier attempt got this far): bring it to `state`.
      const have = await readZone(zone);
      const changes = diffRRsets(state.rrsets, have?.rrsets ?? []);
      await call("PATCH", zonePath(zone), {
        rrsets: [
          ...changes.map((c) =>
            c.change === "replace"
              ? toPdns(zone, c.rrset)
              : { name: absoluteName(zone, c.name), type: c.type, changetype: "DELETE" },
          ),
          apexNs(zone, nameservers),
          soaRRset(zone, state.serial),
        ],
      });
      await notifySecondaries(zone);
    },
    applyChanges,
    async deleteZone(zone) {
      await call("DELETE", zonePath(zone), undefined, [404]);
    },
    readZone,
    async enableDnssec(zone) {
      const existing = await dsRecords(zone);
      if (existing.length > 0) return existing;
      await call("POST", `${zonePath(zone)}/cryptokeys`, {
        keytype: "csk",
        active: true,
        algorithm: "ecdsa256",
      });
      return dsRecords(zone);
    },
    dsRecords,
  };
}

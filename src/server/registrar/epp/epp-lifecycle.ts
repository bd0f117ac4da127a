import { formatCents, toCents } from "../../../contract/money";
import { DAY_MS, type RegistrarLifecycle, type RegistryLifeState } from "../lifecycle";
import type { NormalizedDomain } from "../normalize-domain";
import type { RegistrarFailure, RegistryReceipt } from "../provider";
import { day, type EppClient } from "./epp-client";
import { feeVersion } from "./epp-check";
import { EppCommandError } from "./epp-errors";
import { renewDomain } from "./epp-renewal";
import { chargedReceipt, commandFeeParts, feeChecks, FeeCurrencyError, feeTransform } from "./fees";
import type { RegistryProfile } from "./profiles";
import { EppTransportError } from "./session";
import { attr, el, list, NS, obj, text, type EppResponse, type Node, type XmlObject } from "./xml";

/** RFC 3915, the registry grace period extension: RGP states in info, restore in update. */
const RGP_NS = "urn:ietf:params:xml:ns:rgp-1.0";

/**
 * RFC 3915 section 4.2.5: the two statements a restore report carries, in the RFC's words.
 */
export const RESTORE_STATEMENTS = [
  "This registrar has not restored the Registered Name in order to assume the rights to use or sell the Registered Name for itself or for any third party.",
  "The information in this report is true to best of this registrar's knowledge, and this registrar acknowledges that intentionally supplying false information in this report shall constitute an incurable material breach of the Registry-Registrar Agreement.",
] as const;

/** RGP states, the one that decides first when a registry lists several. */
const RGP_ORDER = [
  "pendingRestore",
  "pendingDelete",
  "redemptionPeriod",
  "autoRenewPeriod",
] as const;
type Rgp = Extract<RegistryLifeState, { exists: true }>["rgp"];

/** What `domain:info` says of a domain for the lifecycle: dates, statuses and RGP states. */
type Held = {
  ours: boolean;
  expiresAt?: Date;
  statuses: string[];
  rgp: string[];
};

const dateOf = (s: string | undefined) => {
  const d = s ? new Date(s) : undefined;
  return d && !Number.isNaN(d.getTime()) ? d : undefined;
};

/** The restore's price and its parts, as the fee extension quoted them. */
type RestoreQuote = {
  /** What the customer pays: the restore fee, plus the renewal when billed apart. */
  total: string;
  /** The fee `<fee:update>` carries with the restore request. */
  restoreFee: string;
  /** The renewal's fee when the registry bills the year apart (a `domain:renew` after). */
  renewFee?: string;
};

/**
 * The adapter's `lifecycle` over EPP: clientHold through `domain:update`, the registry's view
 * through `domain:info` with RFC 3915's `rgp:infData`, `domain:delete` inside the auto-renew
 * grace period (the fee extension's credit in the receipt), and RFC 3915's restore (request,
 * then the report of section 4.2.5) at the fee extension's restore price. The report's data
 * (the registration before and after) is registration data: it goes into the command only,
 * never into a log line or a message (the session's debug log redacts it: xml.ts `redactXml`).
 * Choices: docs/decisions/registries-over-epp.md "Lifecycle".
 */
export function eppLifecycle(client: EppClient, profile: RegistryProfile): RegistrarLifecycle {
  const { send, query, failure, unexpected, currency } = client;

  async function held(domain: NormalizedDomain, key: string): Promise<Held | undefined> {
    const res = await query(
      "info",
      key,
      el("info", {}, [
        el("domain:info", { "xmlns:domain": NS.domain }, [
          el("domain:name", { hosts: "none" }, [domain.name]),
        ]),
      ]),
    );
    if (res.code === 2303) return undefined;
    if (res.code === 2201) return { ours: false, statuses: [], rgp: [] };
    if (res.code !== 1000) throw unexpected(res, "domain:info");
    const data = obj(res.resData["infData"]);
    const expiresAt = dateOf(text(data["exDate"]));
    return {
      ours: text(data["clID"]) === client.clientId,
      ...(expiresAt && { expiresAt }),
      statuses: list(data["status"]).map((s) => attr(s, "s") ?? ""),
      rgp: rgpStatuses(res),
    };
  }

  /**
   * RFC 3915 `rgp:infData`/`rgp:upData` states of an answer: in its extension, or (a registry
   * answering a session it thinks did not log in for RGP) in a result's `extValue`.
   */
  function rgpStatuses(res: EppResponse): string[] {
    // Other extensions' infData (secDNS, a fee draft's) share the local name: each is read.
    return [res.extension, ...res.results.flatMap((r) => r.values ?? [])]
      .flatMap((d) => [...list(d["infData"]), ...list(d["upData"])])
      .flatMap((d) => list(obj(d)["rgpStatus"]).map((s) => attr(s, "s") ?? ""));
  }

  function rgpOf(h: Held): Rgp {
    const found = RGP_ORDER.find((s) => h.rgp.includes(s));
    if (found) return found;
    // A registry that lists no RGP state but RFC 5731's pendingDelete: no longer restorable
    // is the one reading that promises nothing it may not keep.
    return h.statuses.includes("pendingDelete") ? "pendingDelete" : "none";
  }

  async function state(domain: NormalizedDomain): Promise<RegistryLifeState> {
    const h = await held(domain, domain.name);
    if (!h || !h.ours) return { exists: false };
    if (!h.expiresAt) throw new EppCommandError(`domain:info of ${domain.name} shows no exDate`);
    return {
      exists: true,
      expiresAt: h.expiresAt,
      rgp: rgpOf(h),
      onHold: h.statuses.includes("clientHold"),
    };
  }

  /** `domain:update` of `domain` with `body` (add/rem/chg) and extensions. */
  const update = (action: string, domain: NormalizedDomain, body: Node[], ext?: Node[]) =>
    send(
      action,
      domain.name,
      el("update", {}, [
        el("domain:update", { "xmlns:domain": NS.domain }, [
          el("domain:name", domain.name),
          ...body,
        ]),
      ]),
      ext,
    );

  async function setHold(
    domain: NormalizedDomain,
    hold: boolean,
  ): Promise<{ ok: true } | RegistrarFailure> {
    const h = await held(domain, domain.name);
    if (!h || !h.ours) {
      return { ok: false, code: "not_found", message: `${domain.name} is not registered here.` };
    }
    // Already as asked: nothing to send (a registry refuses adding a status already set).
    if (h.statuses.includes("clientHold") === hold) return { ok: true };
    const status = el("domain:status", { s: "clientHold" });
    let res: EppResponse;
    try {
      res = await update("hold", domain, [el(hold ? "domain:add" : "domain:rem", {}, [status])]);
    } catch (err) {
      if (!(err instanceof EppTransportError) || !err.sent) throw err;
      // The answer was lost: the registry's statuses say whether it was done.
      const after = await held(domain, domain.name);
      if (after?.ours && after.statuses.includes("clientHold") === hold) return { ok: true };
      throw new EppCommandError(`domain:update (clientHold) outcome unknown: ${err.message}`);
    }
    if (res.code === 1000 || res.code === 1001) return { ok: true };
    // Adding a status the domain has (2302/2306), or removing one it lacks (2303/2306): another
    // update won the race; the registry's statuses say whether the hold is as asked.
    if ([2302, 2303, 2306].includes(res.code)) {
      const after = await held(domain, domain.name);
      if (after?.ours && after.statuses.includes("clientHold") === hold) return { ok: true };
      if (!after) return failure(res, `the hold of ${domain.name}`, "not_found");
    }
    return failure(res, `the hold of ${domain.name}`, "rejected");
  }

  /** The fee extension's restore quote (and the renewal's, when the registry bills it apart). */
  async function restoreQuote(domain: NormalizedDomain, key: string): Promise<RestoreQuote> {
    const v = await feeVersion(client);
    const extensions: XmlObject[] = [];
    for (const { ext } of feeChecks(v, [domain.name], currency, 1, ["restore", "renew"])) {
      const res = await query(
        "check",
        key,
        el("check", {}, [
          el("domain:check", { "xmlns:domain": NS.domain }, [el("domain:name", domain.name)]),
        ]),
        [ext],
      );
      if (res.code !== 1000) throw unexpected(res, "domain:check (restore fee)");
      extensions.push(res.extension);
    }
    let restore: ReturnType<typeof commandFeeParts>;
    let renew: ReturnType<typeof commandFeeParts>;
    try {
      restore = commandFeeParts(v, extensions, domain.name, "restore", currency);
      renew = commandFeeParts(v, extensions, domain.name, "renew", currency);
    } catch (err) {
      if (err instanceof FeeCurrencyError) throw new EppCommandError(err.message);
      throw err;
    }
    if (!restore)
      throw new EppCommandError(`the registry quoted no restore fee for ${domain.name}`);
    // The restore's answer in parts (a restore fee and a renewal fee, as nomulus and Verisign
    // bill it) includes the year; one restore fee alone: the year is a renewal of its own.
    const includesYear =
      restore.descriptions.length > 1 || restore.descriptions.some((d) => /renew/i.test(d));
    if (includesYear) return { total: restore.fee, restoreFee: restore.fee };
    if (!renew) throw new EppCommandError(`the registry quoted no renewal fee for ${domain.name}`);
    return {
      total: formatCents(toCents(restore.fee) + toCents(renew.fee)),
      restoreFee: restore.fee,
      renewFee: renew.fee,
    };
  }

  const rgpRestore = (report?: Node) =>
    el("rgp:update", { "xmlns:rgp": RGP_NS }, [
      el("rgp:restore", { op: report ? "report" : "request" }, [report]),
    ]);

  /** RFC 3915 section 4.2.5's report, the statements in the RFC's words. */
  const reportOf = (r: Parameters<RegistrarLifecycle["restore"]>[0]["report"]) =>
    el("rgp:report", {}, [
      el("rgp:preData", r.preData),
      el("rgp:postData", r.postData),
      el("rgp:delTime", r.deletedAt.toISOString()),
      el("rgp:resTime", r.restoredAt.toISOString()),
      el("rgp:resReason", r.reason),
      ...RESTORE_STATEMENTS.map((s) => el("rgp:statement", s)),
      el("rgp:other", "Restored at the registrant's request, through its registrar."),
    ]);

  /** What a refused restore command means to the service. */
  const restoreRefused = (res: EppResponse, what: string): RegistrarFailure => {
    if (res.code === 2303) return failure(res, what, "not_found");
    if (res.code === 2105) {
      failure(res, what); // logged
      return {
        ok: false,
        code: "rejected",
        message: `${what}: the registry says the domain is not in its redemption period (${res.code} ${res.message}).`,
      };
    }
    if (res.code === 2304) {
      failure(res, what);
      return {
        ok: false,
        code: "rejected",
        message: `${what}: the registry's status of the domain prohibits it, past redemption or locked (${res.code} ${res.message}).`,
      };
    }
    return failure(res, what, "rejected");
  };

  /** Sends an update that may lose its answer: the RGP state afterwards says what happened. */
  async function sendRestore(
    domain: NormalizedDomain,
    action: string,
    ext: Node[],
    done: (after: Held) => boolean,
  ): Promise<EppResponse | "done"> {
    try {
      return await update(action, domain, [el("domain:chg")], ext);
    } catch (err) {
      if (!(err instanceof EppTransportError) || !err.sent) throw err;
      const after = await held(domain, domain.name);
      if (after?.ours && done(after)) return "done";
      throw new EppCommandError(`${action} of ${domain.name}: outcome unknown: ${err.message}`);
    }
  }

  const receiptOf = (res: EppResponse | undefined, data: "updData" | "delData", name: string) =>
    res
      ? {
          ...(res.svTRID && { transactionId: res.svTRID }),
          ...chargedReceipt(client, res, data, name),
        }
      : {};

  return {
    periods: profile.periods,
    dayMs: () => DAY_MS,
    setHold,
    state: (domain) => state(domain),

    async delete(domain, now) {
      let res: EppResponse | undefined;
      try {
        res = await send(
          "delete",
          domain.name,
          el("delete", {}, [
            el("domain:delete", { "xmlns:domain": NS.domain }, [el("domain:name", domain.name)]),
          ]),
        );
      } catch (err) {
        if (!(err instanceof EppTransportError) || !err.sent) throw err;
        // The answer was lost: deleted when the registry shows it in redemption (or gone).
        const after = await held(domain, domain.name);
        const gone =
          !after || !after.ours || ["redemptionPeriod", "pendingDelete"].includes(rgpOf(after));
        if (!gone) throw new EppCommandError(`domain:delete outcome unknown: ${err.message}`);
      }
      if (res && res.code !== 1000 && res.code !== 1001) {
        if (res.code === 2303) return failure(res, `the deletion of ${domain.name}`, "not_found");
        return failure(res, `the deletion of ${domain.name}`, "rejected");
      }
      // The registry's RGP state says where the domain went; the end of redemption is its
      // period from now (EPP says no date for it).
      const after = await state(domain);
      const redemptionEndsAt =
        after.exists && after.rgp !== "pendingDelete"
          ? new Date(now.getTime() + profile.periods.redemptionDays * DAY_MS)
          : now;
      const receipt: RegistryReceipt = receiptOf(res, "delData", domain.name);
      return Object.keys(receipt).length > 0
        ? { ok: true, redemptionEndsAt, receipt }
        : { ok: true, redemptionEndsAt };
    },

    async restorePrice(domain) {
      const q = await restoreQuote(domain, domain.name);
      return { price: q.total, currency };
    },

    async restore({ domain, price, report, now }) {
      const key = `${domain.name}@restore`;
      const before = await held(domain, key);
      if (!before || !before.ours) {
        return { ok: false, code: "not_found", message: `${domain.name} is not held here.` };
      }
      const was = rgpOf(before);
      let requested: EppResponse | undefined;
      let reported: EppResponse | undefined;
      let quote: RestoreQuote | undefined;
      if (was === "redemptionPeriod") {
        quote = await restoreQuote(domain, key);
        if (toCents(quote.total) !== toCents(price)) {
          return {
            ok: false,
            code: "price_changed",
            message: `The registry's restore price of ${domain.name} is now ${quote.total} ${currency}, not ${price}.`,
            newPrice: quote.total,
          };
        }
        const v = await feeVersion(client);
        const r = await sendRestore(
          domain,
          "restore",
          [rgpRestore(), feeTransform(v, "update", currency, quote.restoreFee)],
          (after) => rgpOf(after) !== "redemptionPeriod" && rgpOf(after) !== "pendingDelete",
        );
        if (r !== "done") {
          if (r.code !== 1000 && r.code !== 1001) {
            if ((r.code === 2004 || r.code === 2306) && quote) {
              const now2 = await restoreQuote(domain, key);
              if (toCents(now2.total) !== toCents(price)) {
                return {
                  ok: false,
                  code: "price_changed",
                  message: `The registry's restore price of ${domain.name} is now ${now2.total} ${currency}, not ${price}.`,
                  newPrice: now2.total,
                };
              }
            }
            return restoreRefused(r, `the restore of ${domain.name}`);
          }
          requested = r;
        }
      } else if (was !== "pendingRestore") {
        // Restored already (an earlier attempt whose answers were lost), or never deleted.
        if (was === "none" || was === "autoRenewPeriod") {
          if (!before.expiresAt) throw new EppCommandError(`no exDate for ${domain.name}`);
          return { ok: true, expiresAt: before.expiresAt };
        }
        return {
          ok: false,
          code: "rejected",
          message: `${domain.name} is past its redemption period at the registry: it can no longer be restored.`,
        };
      }
      // The report (RFC 3915 3.2.3): due within the registry's window after the request.
      const r = await sendRestore(
        domain,
        "rreport",
        [rgpRestore(reportOf(report))],
        (after) => rgpOf(after) === "none" || rgpOf(after) === "autoRenewPeriod",
      );
      if (r !== "done") {
        if (r.code !== 1000 && r.code !== 1001) {
          return restoreRefused(r, `the restore report of ${domain.name}`);
        }
        reported = r;
      }
      const after = await held(domain, key);
      if (!after?.ours || !after.expiresAt) {
        throw new EppCommandError(
          `domain:info after the restore of ${domain.name} shows no exDate`,
        );
      }
      const receipt: RegistryReceipt = {
        ...receiptOf(reported, "updData", domain.name),
        ...receiptOf(requested, "updData", domain.name),
      };
      let expiresAt = after.expiresAt;
      // A registry that bills the year apart leaves the domain expired: renew it for a year.
      quote ??= await restoreQuote(domain, key).catch(() => undefined);
      if (quote?.renewFee !== undefined && expiresAt.getTime() <= now.getTime()) {
        const renewed = await renewDomain(client, {
          domain,
          years: 1,
          expiresAt,
          now,
          onlyIfExpiresOn: expiresAt,
        });
        if (!renewed.ok) return renewed;
        expiresAt = renewed.expiresAt;
        if (renewed.receipt?.fee !== undefined && receipt.fee !== undefined) {
          receipt.fee = formatCents(toCents(receipt.fee) + toCents(renewed.receipt.fee));
        }
      }
      client.logger?.info("epp domain restored", {
        domain: domain.name,
        expires_at: day(expiresAt),
        ...(receipt.transactionId && { svTRID: receipt.transactionId }),
      });
      return Object.keys(receipt).length > 0
        ? { ok: true, expiresAt, receipt }
        : { ok: true, expiresAt };
    },
  };
}

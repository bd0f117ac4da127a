import type { NormalizedDomain } from "../normalize-domain";
import { addYears, type RegistrarProvider } from "../provider";
import { day, type EppClient } from "./epp-client";
import { feeVersion, quote } from "./epp-check";
import { chargedReceipt, feeTransform } from "./fees";
import { info } from "./epp-info";
import { EppCommandError } from "./epp-errors";
import { ensureHosts, nsElement } from "./epp-registration";
import { EppTransportError } from "./session";
import { el, NS, obj, text, type EppResponse } from "./xml";

/** The adapter's `renew`: domain:renew from the expiry the caller saw, at the registry's fee. */
export async function renewDomain(
  client: EppClient,
  { domain, years, onlyIfExpiresOn }: Parameters<RegistrarProvider["renew"]>[0],
): ReturnType<RegistrarProvider["renew"]> {
  const { send, failure, unexpected, currency } = client;
  const held = await info(client, domain, `${domain.name}`);
  if (!held || !held.ours || !held.expiresAt) {
    return { ok: false, code: "not_found", message: `${domain.name} is not registered here.` };
  }
  const current = held.expiresAt;
  if (onlyIfExpiresOn && day(current) !== day(onlyIfExpiresOn)) {
    return {
      ok: false,
      code: "expiry_changed",
      message: `${domain.name} was renewed meanwhile: its expiry date changed.`,
    };
  }
  const key = `${domain.name}@${day(current)}`;
  // The registry's own calendar date of the expiry: `2027-03-01T23:30:00-05:00` is the 1st
  // there, though the 2nd in UTC. Read from its text, never from the parsed instant.
  const curExpDate = /^\d{4}-\d{2}-\d{2}/.exec(held.exDateText ?? "")?.[0] ?? day(current);
  const q = await quote(client, domain, years, key);
  const verb = el("renew", {}, [
    el("domain:renew", { "xmlns:domain": NS.domain }, [
      el("domain:name", domain.name),
      el("domain:curExpDate", curExpDate),
      el("domain:period", { unit: "y" }, [String(years)]),
    ]),
  ]);
  const fee = q.renew ? [feeTransform(await feeVersion(client), "renew", currency, q.renew)] : [];
  let res: EppResponse;
  try {
    res = await send("renew", key, verb, fee);
  } catch (err) {
    if (!(err instanceof EppTransportError) || !err.sent) throw err;
    const after = await info(client, domain, key);
    if (after?.ours && after.expiresAt && day(after.expiresAt) !== day(current)) {
      return { ok: true, expiresAt: after.expiresAt };
    }
    throw new EppCommandError(`domain:renew outcome unknown: ${err.message}`);
  }
  if (res.code === 1000 || res.code === 1001) {
    const exDate = text(obj(res.resData["renData"])["exDate"]);
    const receipt = {
      ...(res.svTRID && { transactionId: res.svTRID }),
      ...chargedReceipt(client, res, "renData", domain.name),
    };
    const kept = Object.keys(receipt).length > 0 ? { receipt } : {};
    if (exDate) return { ok: true, expiresAt: new Date(exDate), ...kept };
    if (res.code !== 1001) throw unexpected(res, "domain:renew (no expiry)");
    // Pending (1001) without renData: the expiry the renewal gives (curExpDate + period, what
    // the registry applies when it executes it), unless domain:info already shows the new one.
    // The poll worker corrects it when the registry settles (docs/decisions/registry-poll.md).
    const after = await info(client, domain, key).catch(() => undefined);
    const expected = addYears(current, years);
    if (after?.ours && after.expiresAt && day(after.expiresAt) === day(expected)) {
      return { ok: true, expiresAt: after.expiresAt, ...kept };
    }
    client.logger?.warn("epp renewal pending at the registry", {
      domain: domain.name,
      expected_expiry: expected.toISOString(),
    });
    return { ok: true, expiresAt: expected, ...kept };
  }
  if (res.code === 2303) return failure(res, `the renewal of ${domain.name}`, "not_found");
  if (res.code === 2004 || res.code === 2306) {
    const after = await info(client, domain, key);
    if (after?.expiresAt && day(after.expiresAt) !== day(current)) {
      return {
        ok: false,
        code: "expiry_changed",
        message: `${domain.name} was renewed meanwhile: its expiry date changed.`,
      };
    }
  }
  return failure(res, `the renewal of ${domain.name}`, "rejected");
}

/** The adapter's `setNameservers`: one domain:update adding and removing the difference. */
export async function setDomainNameservers(
  client: EppClient,
  domain: NormalizedDomain,
  nameservers: string[],
): ReturnType<RegistrarProvider["setNameservers"]> {
  const { pool, send, failure, logger } = client;
  const held = await info(client, domain, domain.name);
  if (!held || !held.ours) {
    return { ok: false, code: "not_found", message: `${domain.name} is not registered here.` };
  }
  const want = nameservers.map((n) => n.toLowerCase());
  const add = want.filter((n) => !held.nameservers.includes(n));
  const rem = held.nameservers.filter((n) => !want.includes(n));
  if (add.length === 0 && rem.length === 0) return { ok: true };
  const hostFailure = await ensureHosts(client, add, domain.name);
  if (hostFailure) return hostFailure;
  const hostObjects = await pool.hostObjects();
  const res = await send(
    "ns",
    domain.name,
    el("update", {}, [
      el("domain:update", { "xmlns:domain": NS.domain }, [
        el("domain:name", domain.name),
        add.length > 0 ? el("domain:add", {}, [nsElement(add, hostObjects)]) : null,
        rem.length > 0 ? el("domain:rem", {}, [nsElement(rem, hostObjects)]) : null,
      ]),
    ]),
  );
  if (res.code === 1000 || res.code === 1001) return { ok: true };
  logger?.warn("epp nameserver update refused", {
    domain: domain.name,
    code: res.code,
    clTRID: res.clTRID,
    svTRID: res.svTRID,
  });
  return failure(res, `the nameservers of ${domain.name}`, "rejected");
}

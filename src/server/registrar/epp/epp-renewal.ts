import type { NormalizedDomain } from "../normalize-domain";
import { addYears, type RegistrarProvider } from "../provider";
import { day, type EppClient } from "./epp-client";
import { quote } from "./epp-check";
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
  const q = await quote(client, domain, years, key);
  const verb = el("renew", {}, [
    el("domain:renew", { "xmlns:domain": NS.domain }, [
      el("domain:name", domain.name),
      el("domain:curExpDate", day(current)),
      el("domain:period", { unit: "y" }, [String(years)]),
    ]),
  ]);
  const fee = q.renew
    ? [
        el("fee:renew", { "xmlns:fee": NS.fee }, [
          el("fee:currency", currency),
          el("fee:fee", q.renew),
        ]),
      ]
    : [];
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
    if (exDate) return { ok: true, expiresAt: new Date(exDate) };
    if (res.code !== 1001) throw unexpected(res, "domain:renew (no expiry)");
    // Pending (1001) without renData: the expiry the renewal gives (curExpDate + period, what
    // the registry applies when it executes it), unless domain:info already shows the new one.
    // The poll worker corrects it when the registry settles (docs/decisions/registry-poll.md).
    const after = await info(client, domain, key).catch(() => undefined);
    const expected = addYears(current, years);
    if (after?.ours && after.expiresAt && day(after.expiresAt) === day(expected)) {
      return { ok: true, expiresAt: after.expiresAt };
    }
    client.logger?.warn("epp renewal pending at the registry", {
      domain: domain.name,
      expected_expiry: expected.toISOString(),
    });
    return { ok: true, expiresAt: expected };
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
  logger?.warn("epp nameserver update refused", { domain: domain.name, code: res.code });
  return failure(res, `the nameservers of ${domain.name}`, "rejected");
}

import { eq } from "drizzle-orm";
import { checkOrigin } from "../../contract/hosted-session-request";
import { WebhookEndpointRequest } from "../../contract/webhook-endpoint";
import type { Config } from "../config";
import type { Db } from "../db/database";
import {
  createEndpoint,
  listEndpoints,
  rotateSecret,
  toEndpoint,
  updateEndpoint,
} from "../events/endpoints";
import { webhookEndpoints } from "../events/schema";
import { urlRefusal } from "../events/webhook-target";
import {
  createApiKey,
  createOrganization,
  findOrganization,
  listApiKeys,
  listOrganizations,
  revokeApiKey,
  updateOrganization,
  createUser,
  findUserByEmail,
} from "../orgs/organizations";
import { CLI_ACTOR_NAME } from "../audit/audit-log";
import { findSession, revokeSession } from "../hosted/sessions";
import { changeRole, findUser } from "../users/users";
import { completePasswordReset, startPasswordReset } from "../accounts/account-links";
import { accountLinkUrl } from "../mail/templates";
import { checkPyDecimal, MONEY_DIGITS } from "../../contract/pydantic/py-decimal";
import { recordAudit } from "../audit/audit-log";
import {
  CurrencyMismatchError,
  creditBalance,
  readBalance,
  setCreditLimit,
} from "../balances/ledger";
import { RefusalError, UsageError, type CommandResult } from "./command-result";
import { ESCROW_USAGE, escrowDeposit } from "./escrow-commands";

export const USAGE = `Usage: npm run --silent admin -- <command> [options] [--json]

Commands:
  org create --name NAME [--mode test|live]       create an organization and its first API key
  org list                                        list organizations
  org update --id ID [--name NAME] [--origins A,B] rename; set the origins allowed to embed
                                                  the widget (comma-separated, "" for none)
  key create --org ID [--name NAME] [--mode test|live]
                                                  create an API key (shown once): rk_test_…
                                                  (the default) or rk_live_… (REGISTRAR=epp only)
  key revoke --id ID                              revoke an API key at once
  key list --org ID                               list an organization's keys of both modes
                                                  (never secrets)
  session revoke --id ID                          revoke a hosted session: its client token
                                                  gets 401 at once
  user create --org ID --email EMAIL --password P [--role admin|member]
                                                  create a user (default role: admin)
  user role --id ID --role admin|member           change a user's role (never the last admin's)
  user reset-password EMAIL [--password-stdin]    print a one-time password-reset link (1 hour);
                                                  with --password-stdin, set the password read
                                                  from stdin instead (never from the arguments).
                                                  Either way the user's sessions end
  webhook create --org ID --url URL [--events T,T] [--mode test|live]
                                                  add a webhook endpoint (default events: *) that
                                                  receives that mode's events; its signing secret
                                                  is shown once
  webhook list --org ID                           list an organization's endpoints of both modes
                                                  (no secrets)
  webhook enable|disable --id ID                  start or stop deliveries to an endpoint
  webhook rotate --id ID                          a new signing secret (shown once)
  balance top-up --org ID --amount 100.00 --reference TEXT [--currency USD]
                                                  record a wire received: credits the
                                                  organization's live balance (audited)
  balance credit-limit --org ID --amount 500.00   how far below zero its live balance may go
                                                  (0: none; audited)
  balance show --org ID                           the live balance, credit limit and threshold
${ESCROW_USAGE}
  dump --out FILE                                 a consistent snapshot of the embedded database
                                                  (a .tar.gz of DATA_DIR/pgdata); restore it with
                                                  mkdir -p DIR/pgdata && tar -xzf FILE -C DIR/pgdata
                                                  and DATA_DIR=DIR

Uses DATABASE_URL, or the embedded database in DATA_DIR (default .data); when the service is
running on that directory, the CLI asks the service (its admin socket, DATA_DIR/admin/admin.sock,
which only the service's user may open) instead of opening the files. It says on stderr which
database it uses, and refuses a directory with no database (only "org create" starts one) or a
database with no organization.`;

/** The commands that act on records (not `dump` nor `escrow verify`, which the CLI runs itself). */
export const COMMANDS = [
  "org create",
  "org list",
  "org update",
  "key create",
  "key revoke",
  "key list",
  "session revoke",
  "user create",
  "user role",
  "user reset-password",
  "webhook create",
  "webhook list",
  "webhook enable",
  "webhook disable",
  "webhook rotate",
  "balance top-up",
  "balance credit-limit",
  "balance show",
  "escrow deposit",
];

/**
 * Refuses a database that holds no organization for every command but `org create`: the service
 * creates one at its first start, so an empty database is another one than the service's (a
 * mistaken DATA_DIR or DATABASE_URL). `where` names it.
 */
export async function refuseEmpty(db: Db, cmd: string, where: string) {
  if (cmd === "org create" || !COMMANDS.includes(cmd)) return;
  if ((await listOrganizations(db)).length > 0) return;
  throw new RefusalError(
    `The database in ${where} holds no organization: it is not the service's database. ` +
      "Set DATA_DIR (or DATABASE_URL) to the one the service uses, or create an organization first (org create).",
  );
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
function need(values: Record<string, unknown>, name: string, kind?: "uuid"): string {
  const v = values[name];
  if (typeof v !== "string" || v.trim() === "") throw new UsageError(`--${name} is required.`);
  if (kind === "uuid" && !UUID.test(v)) throw new UsageError(`--${name} must be a UUID.`);
  return v.trim();
}

/**
 * `--mode`: test (the default) or live, which needs a real registrar (REGISTRAR=epp): a
 * deployment without one has test mode only.
 */
function modeOf(values: Record<string, unknown>, config: Config): boolean {
  const mode = values.mode ?? "test";
  if (mode !== "test" && mode !== "live") throw new UsageError("--mode must be test or live.");
  if (mode === "live" && config.registrar !== "epp") {
    throw new RefusalError(
      "This deployment has test mode only: no real registrar is configured (REGISTRAR=epp), so no live key or endpoint can be made.",
    );
  }
  return mode === "live";
}

/** `--amount`: decimal text with at most two places, more than 0 (`min` "ge": 0 or more). */
function needAmount(values: Record<string, unknown>, min: "gt" | "ge"): string {
  const checked = checkPyDecimal(need(values, "amount"), { [min]: 0, ...MONEY_DIGITS });
  if (!checked.ok) {
    throw new UsageError(
      `--amount must be a decimal amount ${min === "gt" ? "above" : "of at least"} 0 with at most two decimal places, such as 100.00.`,
    );
  }
  return checked.value;
}

/** The organization named by `--org`, which must exist. */
async function needOrg(db: Db, values: Record<string, unknown>): Promise<string> {
  const org = need(values, "org", "uuid");
  if (!(await findOrganization(db, org))) throw new UsageError(`No organization ${org}.`);
  return org;
}

function needRole(values: Record<string, unknown>): "admin" | "member" {
  const role = need(values, "role");
  if (role !== "admin" && role !== "member") {
    throw new UsageError("--role must be admin or member.");
  }
  return role;
}

/**
 * Runs one admin command on `db` (the CLI's own connection, or the service's when the CLI asks
 * it over its admin socket) with `config` (the service's own, in the latter case).
 */
export async function runAdminCommand(
  db: Db,
  config: Config,
  cmd: string,
  values: Record<string, unknown>,
): Promise<CommandResult> {
  if (!COMMANDS.includes(cmd)) throw new UsageError(`Unknown command "${cmd}".`);
  switch (cmd) {
    case "org create": {
      const livemode = modeOf(values, config);
      const r = await createOrganization(db, { name: need(values, "name"), livemode });
      return {
        json: {
          organization_id: r.organizationId,
          api_key_id: r.apiKeyId,
          api_key: r.apiKey,
          livemode,
        },
        text: `Organization ${r.organizationId}\n${livemode ? "Live" : "Test"} API key (shown once): ${r.apiKey}`,
      };
    }
    case "org list": {
      const rows = await listOrganizations(db);
      const items = rows.map((o) => ({
        id: o.id,
        name: o.name,
        created_at: o.createdAt.toISOString(),
      }));
      return {
        json: { items },
        text: items.map((o) => `${o.id}  ${o.name}`).join("\n") || "No organizations.",
      };
    }
    case "org update": {
      const id = need(values, "id", "uuid");
      const name = typeof values.name === "string" ? values.name.trim() : undefined;
      let origins: string[] | undefined;
      if (typeof values.origins === "string") {
        origins = values.origins
          .split(",")
          .map((o) => o.trim())
          .filter(Boolean);
        for (const o of origins) {
          const checked = checkOrigin(o);
          if (!checked.ok) {
            const why = (checked.error.ctx as { error?: string } | undefined)?.error;
            throw new UsageError(
              `--origins: "${o}": ${why ?? "not an origin such as https://app.example.com"}.`,
            );
          }
        }
      }
      if (name === undefined && origins === undefined)
        throw new UsageError("Give --name or --origins.");
      const r = await updateOrganization(db, id, {
        ...(name && { name }),
        ...(origins && { allowedOrigins: origins }),
      });
      if (!r) throw new UsageError(`No organization ${id}.`);
      return {
        json: { organization_id: r.id, name: r.name, allowed_origins: r.allowedOrigins },
        text: `Organization ${r.id}: ${r.name}; embed origins: ${r.allowedOrigins.join(", ") || "(this service only)"}`,
      };
    }
    case "key create": {
      const org = need(values, "org", "uuid");
      if (!(await findOrganization(db, org))) throw new UsageError(`No organization ${org}.`);
      const name = typeof values.name === "string" ? values.name : undefined;
      const livemode = modeOf(values, config);
      const r = await createApiKey(db, { organizationId: org, livemode, ...(name && { name }) });
      return {
        json: { api_key_id: r.apiKeyId, api_key: r.apiKey, livemode },
        text: `${livemode ? "Live" : "Test"} API key ${r.apiKeyId} (shown once): ${r.apiKey}`,
      };
    }
    case "key revoke": {
      const id = need(values, "id", "uuid");
      if (!(await revokeApiKey(db, id))) throw new UsageError(`No live API key ${id}.`);
      return { json: { api_key_id: id, revoked: true }, text: `Revoked API key ${id}.` };
    }
    case "key list": {
      const org = need(values, "org", "uuid");
      const rows = await listApiKeys(db, org);
      const items = rows.map((k) => ({
        id: k.id,
        livemode: k.livemode,
        name: k.name,
        prefix: k.prefix,
        created_at: k.createdAt.toISOString(),
        revoked_at: k.revokedAt?.toISOString() ?? null,
      }));
      const text = items
        .map(
          (k) =>
            `${k.id}  ${k.livemode ? "live" : "test"}  ${k.prefix}…  ${k.name ?? ""}${k.revoked_at ? "  (revoked)" : ""}`,
        )
        .join("\n");
      return { json: { items }, text: text || "No API keys." };
    }
    case "session revoke": {
      const id = need(values, "id", "uuid");
      const row = await findSession(db, id);
      if (!row) throw new UsageError(`No hosted session ${id}.`);
      // As the API's DELETE: the row's trigger notifies every instance's credential cache.
      const r = await revokeSession(db, row, new Date());
      const at = (r.revokedAt ?? new Date()).toISOString();
      return {
        json: { session_id: id, revoked: true, revoked_at: at },
        text: row.revokedAt
          ? `Hosted session ${id} was already revoked (${at}).`
          : `Revoked hosted session ${id}.`,
      };
    }
    case "user create": {
      const org = need(values, "org", "uuid");
      if (!(await findOrganization(db, org))) throw new UsageError(`No organization ${org}.`);
      const email = need(values, "email");
      if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email))
        throw new UsageError("--email must be an email address.");
      const password = need(values, "password");
      if (password.length < 8) throw new UsageError("--password must have at least 8 characters.");
      const role = values.role === undefined ? "admin" : needRole(values);
      const r = await createUser(db, { organizationId: org, email, password, role });
      return { json: { user_id: r.userId }, text: `User ${r.userId} (${email}, ${role})` };
    }
    case "user reset-password": {
      const email = need(values, "email");
      const user = await findUserByEmail(db, email);
      if (!user) throw new UsageError(`No user with the email ${email}.`);
      const actor = { organizationId: user.organizationId, userId: null, email: CLI_ACTOR_NAME };
      const now = new Date();
      const token = await startPasswordReset(db, {
        user,
        secretsKey: config.secretsKey,
        mail: false,
        actor,
        now,
      });
      const given = values.new_password;
      if (typeof given !== "string") {
        const link = accountLinkUrl(config.publicUrl, "password_reset", token);
        return {
          json: { user_id: user.id, email: user.email, reset_link: link },
          text: `Password-reset link for ${user.email} (works once, for one hour):\n${link}`,
        };
      }
      if ([...given].length < 8) {
        throw new UsageError("The password read from stdin must have at least 8 characters.");
      }
      const r = await completePasswordReset(db, { token, password: given, now });
      if (!r.ok) throw new RefusalError(`The password of ${user.email} could not be set.`);
      return {
        json: { user_id: user.id, email: user.email, password_set: true },
        text: `Password of ${user.email} set; their sessions are ended.`,
      };
    }
    case "user role": {
      const id = need(values, "id", "uuid");
      const role = needRole(values);
      const user = await findUser(db, id);
      if (!user) throw new UsageError(`No user ${id}.`);
      const actor = { organizationId: user.organizationId, userId: null, email: CLI_ACTOR_NAME };
      const r = await changeRole(db, actor, { userId: id, role, now: new Date() });
      if (!r.ok) {
        throw new UsageError(
          `${user.email} is the organization's last admin; make another user admin first.`,
        );
      }
      return {
        json: { user_id: id, email: r.value.email, role: r.value.role },
        text: `User ${id} (${r.value.email}) is now ${r.value.role}.`,
      };
    }
    case "webhook create": {
      const org = need(values, "org", "uuid");
      if (!(await findOrganization(db, org))) throw new UsageError(`No organization ${org}.`);
      const events = typeof values.events === "string" ? values.events : "*";
      const body = WebhookEndpointRequest.safeParse({
        url: need(values, "url"),
        event_types: events.split(",").map((e) => e.trim()),
      });
      if (!body.success) {
        throw new UsageError(
          body.error.issues.map((i) => `--${String(i.path[0])}: ${i.message}`).join("\n"),
        );
      }
      const why = await urlRefusal(body.data.url, undefined, {
        allowLoopback: config.webhookAllowLoopback,
      });
      if (why) throw new UsageError(`--url must reach a public address: ${why}`);
      const scope = { organizationId: org, livemode: modeOf(values, config) };
      const r = await createEndpoint(db, scope, body.data, new Date(), config.secretsKey);
      return {
        json: { ...toEndpoint(r), secret: r.secret },
        text: `Webhook endpoint ${r.id} -> ${r.url}\nSigning secret (shown once): ${r.secret}`,
      };
    }
    case "webhook list": {
      const organizationId = need(values, "org", "uuid");
      const items = [
        ...(await listEndpoints(db, { organizationId, livemode: false })),
        ...(await listEndpoints(db, { organizationId, livemode: true })),
      ].map(toEndpoint);
      const text = items
        .map(
          (e) =>
            `${e.id}  ${e.livemode ? "live" : "test"}  ${e.url}  ${e.event_types.join(",")}${e.enabled ? "" : "  (disabled)"}`,
        )
        .join("\n");
      return { json: { items }, text: text || "No webhook endpoints." };
    }
    case "webhook enable":
    case "webhook disable":
    case "webhook rotate": {
      const id = need(values, "id", "uuid");
      const [row] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
      if (!row) throw new UsageError(`No webhook endpoint ${id}.`);
      if (cmd === "webhook rotate") {
        const r = await rotateSecret(
          db,
          id,
          new Date(),
          config.webhookSecretOverlapMs,
          config.secretsKey,
        );
        return {
          json: { ...toEndpoint(r), secret: r.secret },
          text:
            `New signing secret (shown once): ${r.secret}` +
            (r.previousSecretExpiresAt
              ? `\nThe previous secret also signs until ${r.previousSecretExpiresAt.toISOString()}.`
              : ""),
        };
      }
      const r = await updateEndpoint(db, id, { enabled: cmd === "webhook enable" }, new Date());
      return {
        json: toEndpoint(r),
        text: `Webhook endpoint ${id} ${r.enabled ? "enabled" : "disabled"}.`,
      };
    }
    case "balance top-up": {
      const organizationId = await needOrg(db, values);
      const amount = needAmount(values, "gt");
      const reference = need(values, "reference");
      const now = new Date();
      const { account } = await readBalance(db, organizationId, now);
      const currency = typeof values.currency === "string" ? values.currency : account.currency;
      const actor = { organizationId, userId: null, email: CLI_ACTOR_NAME };
      let entry;
      try {
        entry = await db.transaction(async (tx) => {
          const e = await creditBalance(tx, {
            organizationId,
            amount,
            currency,
            kind: "top_up_wire",
            description: "Top-up by wire transfer",
            reference,
            actor: CLI_ACTOR_NAME,
            now,
          });
          await recordAudit(tx, actor, {
            action: "balance.topped_up",
            targetType: "balance",
            targetId: organizationId,
            details: { entry_id: e.id, amount, currency, reference, kind: "top_up_wire" },
            at: now,
          });
          return e;
        });
      } catch (err) {
        if (err instanceof CurrencyMismatchError) throw new UsageError(err.message);
        throw err;
      }
      const after = await readBalance(db, organizationId, now);
      return {
        json: { entry_id: entry.id, amount, currency, balance: after.balance },
        text: `Credited ${amount} ${currency} (wire ${reference}); balance now ${after.balance} ${currency}.`,
      };
    }
    case "balance credit-limit": {
      const organizationId = await needOrg(db, values);
      const amount = needAmount(values, "ge");
      const now = new Date();
      const row = await db.transaction(async (tx) => {
        const r = await setCreditLimit(tx, organizationId, amount, now);
        await recordAudit(
          tx,
          { organizationId, userId: null, email: CLI_ACTOR_NAME },
          {
            action: "balance.credit_limit_changed",
            targetType: "balance",
            targetId: organizationId,
            details: { credit_limit: r.creditLimit },
            at: now,
          },
        );
        return r;
      });
      return {
        json: { organization_id: organizationId, credit_limit: row.creditLimit },
        text: `Credit limit of ${organizationId}: ${row.creditLimit} ${row.currency}.`,
      };
    }
    case "balance show": {
      const organizationId = await needOrg(db, values);
      const s = await readBalance(db, organizationId, new Date());
      const json = {
        organization_id: organizationId,
        balance: s.balance,
        credit_limit: s.account.creditLimit,
        available: s.available,
        low_balance_threshold: s.account.lowBalanceThreshold,
        currency: s.account.currency,
      };
      return {
        json,
        text: `Balance ${s.balance} ${json.currency}; credit limit ${json.credit_limit}; available ${s.available}; threshold ${json.low_balance_threshold}.`,
      };
    }
    case "escrow deposit":
      return escrowDeposit(db, config, values);
    default:
      throw new UsageError(`Unknown command "${cmd}".`);
  }
}

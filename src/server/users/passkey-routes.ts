import { ErrorBody } from "../../contract/error-body";
import {
  Passkey,
  PasskeyList,
  PasskeyPath,
  PasskeyRegisterRequest,
  PasskeyRegistrationOptions,
  PasskeyRemoveRequest,
} from "../../contract/second-factor";
import { invalidField, notFound } from "../http/errors";
import { defineRoute, routeGroup, type RouteDeps, type RouteGroup } from "../http/route";
import { actorOf } from "./actor";
import {
  addPasskey,
  listPasskeys,
  passkeyRegistrationOptions,
  removePasskey,
  type RelyingParty,
} from "./passkeys";
import { confirmWithCodeOrPassword } from "./second-factor-routes";

const USER = ["access_token"] as const;

const passkeyOf = (row: Awaited<ReturnType<typeof listPasskeys>>[number]): Passkey => ({
  id: row.id,
  name: row.name,
  created_at: row.createdAt.toISOString(),
  last_used_at: row.lastUsedAt?.toISOString() ?? null,
});

/**
 * The signed-in user's passkeys (WebAuthn) as a second factor beside TOTP (docs/security.md
 * "Second factor"): registration options, registering one under a name, the list, removal.
 * Like the TOTP routes they stay open to a user whom the policy holds until they enrol.
 */
export function passkeyRoutes(auth: RouteDeps & { rp: RelyingParty }): RouteGroup {
  const api = routeGroup(auth, "/api/v1/users/me/second-factor/passkeys");
  const { db, now, rp } = auth;

  defineRoute(
    api,
    {
      method: "get",
      path: "/",
      operationId: "listPasskeys",
      summary: "Your passkeys",
      tags: ["users"],
      auth: USER,
      responses: { 200: { description: "The passkeys", schema: PasskeyList } },
    },
    async (c) => {
      const rows = await listPasskeys(db, actorOf(c).userId);
      return c.json({ items: rows.map(passkeyOf) } satisfies PasskeyList);
    },
  );

  defineRoute(
    api,
    {
      method: "post",
      path: "/options",
      operationId: "startPasskeyRegistration",
      description:
        "WebAuthn registration options with a new challenge (good once, for 5 minutes) for `navigator.credentials.create()`; the relying party is the service's public URL's host. Send the browser's answer to `POST …/passkeys`.",
      summary: "Start adding a passkey",
      tags: ["users"],
      auth: USER,
      responses: {
        200: { description: "The registration options", schema: PasskeyRegistrationOptions },
      },
    },
    async (c) => {
      const actor = actorOf(c);
      const options = await passkeyRegistrationOptions(db, {
        userId: actor.userId,
        email: actor.email,
        rp,
        now: now(),
      });
      c.header("Cache-Control", "no-store");
      return c.json({ ...options } satisfies PasskeyRegistrationOptions);
    },
  );

  defineRoute(
    api,
    {
      method: "post",
      path: "/",
      operationId: "addPasskey",
      description:
        "Verifies the browser's new credential (attestation `none` is enough: the passkey is a second factor after the password) against a challenge of `…/passkeys/options` not used yet, and keeps it under `name`.",
      summary: "Add a passkey",
      tags: ["users"],
      auth: USER,
      body: PasskeyRegisterRequest,
      responses: { 201: { description: "The passkey added", schema: Passkey } },
    },
    async (c, { body }) => {
      const row = await addPasskey(db, {
        actor: actorOf(c),
        rp,
        credential: body.credential,
        name: body.name,
        now: now(),
      });
      if (!row) {
        throw invalidField(
          ["body", "credential"],
          body.credential,
          "credential is not a valid answer to registration options asked for by you (each works once, for 5 minutes), or the passkey is already added",
        );
      }
      return c.json(passkeyOf(row), 201);
    },
  );

  defineRoute(
    api,
    {
      method: "post",
      path: "/{passkey_id}/remove",
      operationId: "removePasskey",
      summary: "Remove a passkey, with a current code or your password",
      tags: ["users"],
      auth: USER,
      params: PasskeyPath,
      body: PasskeyRemoveRequest,
      responses: {
        204: { description: "Removed", schema: null },
        404: { description: "You have no passkey of that id", schema: ErrorBody },
      },
    },
    async (c, { params, body }) => {
      const actor = actorOf(c);
      await confirmWithCodeOrPassword(auth, actor, body);
      if (!(await removePasskey(db, actor, params.passkey_id, now()))) {
        throw notFound("Passkey not found");
      }
      return c.body(null, 204);
    },
  );
  return api;
}

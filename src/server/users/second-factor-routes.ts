import { ErrorBody } from "../../contract/error-body";
import {
  RecoveryCodes,
  SecondFactorStatus,
  TotpConfirmRequest,
  TotpDisableRequest,
  TotpEnrolment,
} from "../../contract/second-factor";
import { verifyPassword } from "../auth/passwords";
import { conflict, invalidField, invalidSecret, notFound } from "../http/errors";
import { defineRoute, routeGroup, type RouteDeps, type RouteGroup } from "../http/route";
import { actorOf } from "./actor";
import {
  confirmTotp,
  removeTotp,
  secondFactorState,
  startTotpEnrolment,
  verifySecondFactor,
} from "./second-factor";
import { findUser } from "./users";

const USER = ["access_token"] as const;

const statusOf = (s: Awaited<ReturnType<typeof secondFactorState>>): SecondFactorStatus => ({
  totp: s.totp,
  passkeys: s.passkeys,
  recovery_codes_left: s.recoveryCodesLeft,
  required_by_organization: s.requiredByOrganization,
});

/**
 * A change that takes a factor away asks again who is there: a current code (TOTP or a recovery
 * code) or the password. 422 names the field when neither is right, never echoing what was typed.
 */
export async function confirmWithCodeOrPassword(
  { db, now, secretsKey }: Pick<RouteDeps, "db" | "now" | "secretsKey">,
  actor: ReturnType<typeof actorOf>,
  body: { code?: string | null; password?: string | null },
) {
  if (body.code) {
    const ok = await verifySecondFactor(db, { actor, otp: body.code, now: now(), secretsKey });
    if (!ok) throw invalidSecret(["body", "code"], "code is not a current code");
  } else if (body.password) {
    const user = await findUser(db, actor.userId);
    const ok = user !== undefined && (await verifyPassword(body.password, user.passwordHash));
    if (!ok) throw invalidSecret(["body", "password"], "password is not your password");
  } else {
    throw invalidField(["body"], body, "send a current code or your password");
  }
}

/**
 * The signed-in user's second factor (docs/security.md "Second factor"): TOTP enrolment,
 * confirmation (which answers the recovery codes, once) and removal. These routes stay open to a
 * user whom the organization's policy holds until they enrol (`auth/authenticate.ts`).
 */
export function secondFactorRoutes(auth: RouteDeps): RouteGroup {
  const api = routeGroup(auth, "/api/v1/users/me/second-factor");
  const { db, now, secretsKey } = auth;

  defineRoute(
    api,
    {
      method: "get",
      path: "/",
      operationId: "getOwnSecondFactor",
      summary: "Your second factor, and whether your organization requires one",
      tags: ["users"],
      auth: USER,
      responses: { 200: { description: "The second factor", schema: SecondFactorStatus } },
    },
    async (c) => c.json(statusOf(await secondFactorState(db, actorOf(c).userId))),
  );

  defineRoute(
    api,
    {
      method: "post",
      path: "/totp",
      operationId: "startTotpEnrolment",
      description:
        "A new TOTP secret (RFC 6238: SHA-1, 6 digits, 30 s) as text and as an `otpauth://` URI for a QR code. It becomes the second factor once confirmed with a code (`…/totp/confirm`); asking again before that replaces it.",
      summary: "Start setting up an authenticator app",
      tags: ["users"],
      auth: USER,
      responses: {
        200: { description: "The secret to enrol", schema: TotpEnrolment },
        409: { description: "An authenticator app is already set up", schema: ErrorBody },
      },
    },
    async (c) => {
      const actor = actorOf(c);
      const user = await findUser(db, actor.userId);
      if (!user) throw notFound("User not found");
      const enrolment = await startTotpEnrolment(db, {
        userId: user.id,
        email: user.email,
        now: now(),
        secretsKey,
      });
      if (!enrolment) {
        throw conflict(
          "invalid_state",
          "An authenticator app is already set up; remove it first to set up another.",
        );
      }
      c.header("Cache-Control", "no-store");
      return c.json({
        secret: enrolment.secret,
        otpauth_uri: enrolment.uri,
      } satisfies TotpEnrolment);
    },
  );

  defineRoute(
    api,
    {
      method: "post",
      path: "/totp/confirm",
      operationId: "confirmTotp",
      summary: "Confirm the authenticator app with a current code; answers the recovery codes once",
      tags: ["users"],
      auth: USER,
      body: TotpConfirmRequest,
      responses: { 200: { description: "The recovery codes, shown once", schema: RecoveryCodes } },
    },
    async (c, { body }) => {
      const codes = await confirmTotp(db, {
        actor: actorOf(c),
        code: body.code,
        now: now(),
        secretsKey,
      });
      if (!codes) {
        throw invalidField(
          ["body", "code"],
          body.code,
          "code is not the current code of the authenticator app being set up",
        );
      }
      c.header("Cache-Control", "no-store");
      return c.json({ recovery_codes: codes } satisfies RecoveryCodes);
    },
  );

  defineRoute(
    api,
    {
      method: "post",
      path: "/totp/disable",
      operationId: "disableTotp",
      summary:
        "Remove the authenticator app and its recovery codes, with a current code or your password",
      tags: ["users"],
      auth: USER,
      body: TotpDisableRequest,
      responses: { 204: { description: "Removed", schema: null } },
    },
    async (c, { body }) => {
      const actor = actorOf(c);
      await confirmWithCodeOrPassword(auth, actor, body);
      await removeTotp(db, actor, now());
      return c.body(null, 204);
    },
  );
  return api;
}

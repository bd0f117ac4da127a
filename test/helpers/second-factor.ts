/** A user's authenticator app, as a test plays it: codes computed from the enrolled secret. */
import { Secret, TOTP } from "otpauth";
import { randomUUID } from "node:crypto";
import { expect } from "vitest";
import type { Db } from "../../src/server/db/database";
import { createUser } from "../../src/server/orgs/organizations";
import { json, type TestApp } from "./test-app";

/** The 6-digit TOTP code of `secret` at `at` (RFC 6238, as the authenticator app shows it). */
export const totpCode = (secret: string, at: Date) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at.getTime() });

/**
 * Enrols an authenticator app for the user of `accessToken` and confirms it with the current
 * code; returns the secret and the recovery codes. The app's clock then moves on 30 s, so the
 * code used to confirm is not the next sign-in's.
 */
export async function enrolTotp(t: TestApp, accessToken: string) {
  const headers = { authorization: `Bearer ${accessToken}` };
  const started = await t.request("/api/v1/users/me/second-factor/totp", {
    method: "POST",
    headers,
  });
  expect(started.status).toBe(200);
  const { secret, otpauth_uri } = (await started.json()) as { secret: string; otpauth_uri: string };
  const confirmed = await t.request(
    "/api/v1/users/me/second-factor/totp/confirm",
    json("POST", { code: totpCode(secret, t.now()) }, headers),
  );
  expect(confirmed.status).toBe(200);
  const { recovery_codes } = (await confirmed.json()) as { recovery_codes: string[] };
  t.advance(30_000);
  return { secret, otpauthUri: otpauth_uri, recoveryCodes: recovery_codes };
}

/** The access token of a 200 from the token endpoint (a test fails on any other answer). */
export async function tokenOf(res: Response): Promise<string> {
  expect(res.status).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
}

/** An error answer's status and code. */
export async function errorOf(res: Response) {
  return { status: res.status, ...((await res.json()) as { code?: string }) };
}

/**
 * Users of a second-factor test file, all with `password`: `newUser` makes one (a member of the
 * file's organization unless told otherwise), `signIn` asks the token endpoint with extra fields
 * (`otp`, `passkey`). `get` answers the file's app, database and organization once they exist.
 */
export function testUsers(
  get: () => { t: TestApp; db: Db; organizationId: string },
  password: string,
) {
  return {
    async newUser(organizationId?: string, role: "admin" | "member" = "member") {
      const email = `user-${randomUUID()}@example.com`;
      const { db, organizationId: own } = get();
      await createUser(db, { organizationId: organizationId ?? own, email, password, role });
      return email;
    },
    signIn: (username: string, extra: Record<string, string> = {}, pw = password) =>
      get().t.request("/api/v1/auth/token", json("POST", { username, password: pw, ...extra })),
  };
}

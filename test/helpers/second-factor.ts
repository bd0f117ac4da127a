/** A user's authenticator app, as a test plays it: codes computed from the enrolled secret. */
import { Secret, TOTP } from "otpauth";
import { expect } from "vitest";
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

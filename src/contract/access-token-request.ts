import type { z } from "zod";
import { pyLiteral } from "./pydantic/py-literal";
import { pyObject } from "./pydantic/py-object";
import { pyStr } from "./pydantic/py-str";

/** Body of `POST /api/v1/auth/token` (OAuth2 password grant, form or JSON). */
export const AccessTokenRequest = pyObject({
  username: pyStr({ min: 1, max: 255 }),
  password: pyStr({ min: 1, max: 1024 }),
  grant_type: pyLiteral(["password"]).nullable().optional(),
  scope: pyStr().default(""),
  /** The second factor of a user who has one: a current TOTP code or an unused recovery code. */
  otp: pyStr({ min: 1, max: 64 }).nullable().optional(),
  /**
   * Or a passkey: the JSON (as a string, so a form can carry it) of the browser's assertion over
   * the options `POST /api/v1/auth/second-factor` answered.
   */
  passkey: pyStr({ min: 1, max: 65_536 }).nullable().optional(),
}).meta({ id: "AccessTokenRequest" });
export type AccessTokenRequest = z.infer<typeof AccessTokenRequest>;

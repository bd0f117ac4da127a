import { z } from "zod";
import { pyBool } from "./pydantic/py-bool";
import { pyObject } from "./pydantic/py-object";
import { pyStr } from "./pydantic/py-str";

/** The signed-in user's second factor (`GET /api/v1/users/me/second-factor`). */
export const SecondFactorStatus = z
  .object({
    totp: z.boolean().meta({ description: "An authenticator app (TOTP) is confirmed" }),
    recovery_codes_left: z.number().int().meta({ description: "Unused recovery codes" }),
    required_by_organization: z
      .boolean()
      .meta({ description: "The organization requires every user to have a second factor" }),
  })
  .meta({ id: "SecondFactorStatus" });
export type SecondFactorStatus = z.infer<typeof SecondFactorStatus>;

/** A new TOTP secret to enrol (not a factor until confirmed with a code). */
export const TotpEnrolment = z
  .object({
    secret: z.string().meta({ description: "The shared secret in base32, to type in by hand" }),
    otpauth_uri: z.string().meta({
      description: "The `otpauth://totp/…` URI an authenticator app reads from a QR code",
    }),
  })
  .meta({ id: "TotpEnrolment" });
export type TotpEnrolment = z.infer<typeof TotpEnrolment>;

/** Body of `POST /api/v1/users/me/second-factor/totp/confirm`. */
export const TotpConfirmRequest = pyObject({ code: pyStr({ min: 1, max: 64 }) }).meta({
  id: "TotpConfirmRequest",
});
export type TotpConfirmRequest = z.infer<typeof TotpConfirmRequest>;

/** The recovery codes, shown this once. */
export const RecoveryCodes = z
  .object({
    recovery_codes: z.array(z.string()).meta({
      description: "Ten single-use codes, shown once; each signs in instead of a TOTP code",
    }),
  })
  .meta({ id: "RecoveryCodes" });
export type RecoveryCodes = z.infer<typeof RecoveryCodes>;

/** Body of `POST /api/v1/users/me/second-factor/totp/disable`: a current code, or the password. */
export const TotpDisableRequest = pyObject({
  code: pyStr({ min: 1, max: 64 }).nullable().optional(),
  password: pyStr({ min: 1, max: 1024 }).nullable().optional(),
}).meta({ id: "TotpDisableRequest" });
export type TotpDisableRequest = z.infer<typeof TotpDisableRequest>;

/** The organization's second-factor policy (`/api/v1/organization/second-factor-policy`). */
export const SecondFactorPolicy = pyObject({
  required: pyBool(),
}).meta({ id: "SecondFactorPolicy" });
export type SecondFactorPolicy = z.infer<typeof SecondFactorPolicy>;

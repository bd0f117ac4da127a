import { z } from "zod";
import { pyBool } from "./pydantic/py-bool";
import { pyObject } from "./pydantic/py-object";
import { pyStr } from "./pydantic/py-str";
import { pyUuid } from "./pydantic/py-uuid";

/** The signed-in user's second factor (`GET /api/v1/users/me/second-factor`). */
export const SecondFactorStatus = z
  .object({
    totp: z.boolean().meta({ description: "An authenticator app (TOTP) is confirmed" }),
    passkeys: z.number().int().meta({ description: "The user's passkeys (WebAuthn)" }),
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

/** One of the signed-in user's passkeys (WebAuthn credentials). */
export const Passkey = z
  .object({
    id: z.string().meta({ description: "The passkey's id in this service" }),
    name: z.string().meta({ description: "The name the user gave it" }),
    created_at: z.string().meta({ format: "date-time" }),
    last_used_at: z
      .string()
      .nullable()
      .meta({ format: "date-time", description: "Its last sign-in; null before the first" }),
  })
  .meta({ id: "Passkey" });
export type Passkey = z.infer<typeof Passkey>;

export const PasskeyList = z
  .object({ items: z.array(Passkey) })
  .meta({ id: "PasskeyList", description: "The signed-in user's passkeys, oldest first" });
export type PasskeyList = z.infer<typeof PasskeyList>;

/** Path of one passkey. */
export const PasskeyPath = pyObject({ passkey_id: pyUuid() });

const CredentialDescriptor = z
  .object({
    id: z.string().meta({ description: "A credential id, base64url" }),
    type: z.string().meta({ description: '"public-key"' }),
    transports: z.array(z.string()).optional(),
  })
  .meta({ id: "PublicKeyCredentialDescriptor" });

/** `PublicKeyCredentialCreationOptionsJSON` (WebAuthn Level 3), for `navigator.credentials.create()`. */
export const PasskeyRegistrationOptions = z
  .looseObject({
    challenge: z.string().meta({ description: "base64url; good for one registration, 5 minutes" }),
    rp: z.object({ name: z.string(), id: z.string().optional() }),
    user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
    pubKeyCredParams: z.array(z.object({ alg: z.number().int(), type: z.string() })),
    timeout: z.number().int().optional(),
    excludeCredentials: z.array(CredentialDescriptor).optional(),
    attestation: z.string().optional(),
  })
  .meta({
    id: "PasskeyRegistrationOptions",
    description:
      "WebAuthn's PublicKeyCredentialCreationOptionsJSON: hand it to `navigator.credentials.create()` (or @simplewebauthn/browser's `startRegistration`)",
  });
export type PasskeyRegistrationOptions = z.infer<typeof PasskeyRegistrationOptions>;

/** Body of `POST /api/v1/users/me/second-factor/passkeys`: the browser's new credential. */
export const PasskeyRegisterRequest = pyObject({
  name: pyStr({ min: 1, max: 100 }),
  credential: pyStr({ min: 1, max: 65_536 }),
}).meta({
  id: "PasskeyRegisterRequest",
  description:
    "`credential` is the JSON (as a string) of the RegistrationResponseJSON the browser answered the registration options with",
});
export type PasskeyRegisterRequest = z.infer<typeof PasskeyRegisterRequest>;

/** Body of `POST …/passkeys/{passkey_id}/remove`: a current code, or the password. */
export const PasskeyRemoveRequest = pyObject({
  code: pyStr({ min: 1, max: 64 }).nullable().optional(),
  password: pyStr({ min: 1, max: 1024 }).nullable().optional(),
}).meta({ id: "PasskeyRemoveRequest" });
export type PasskeyRemoveRequest = z.infer<typeof PasskeyRemoveRequest>;

/** `PublicKeyCredentialRequestOptionsJSON`, for `navigator.credentials.get()`. */
const PasskeyAuthenticationOptions = z
  .looseObject({
    challenge: z.string().meta({ description: "base64url; good for one sign-in, 5 minutes" }),
    rpId: z.string().optional(),
    timeout: z.number().int().optional(),
    allowCredentials: z.array(CredentialDescriptor).optional(),
    userVerification: z.string().optional(),
  })
  .meta({
    id: "PasskeyAuthenticationOptions",
    description:
      "WebAuthn's PublicKeyCredentialRequestOptionsJSON: hand it to `navigator.credentials.get()` (or @simplewebauthn/browser's `startAuthentication`)",
  });

/** Body of `POST /api/v1/auth/second-factor`: the same email and password as the token request. */
export const SecondFactorOptionsRequest = pyObject({
  username: pyStr({ min: 1, max: 255 }),
  password: pyStr({ min: 1, max: 1024 }),
}).meta({ id: "SecondFactorOptionsRequest" });
export type SecondFactorOptionsRequest = z.infer<typeof SecondFactorOptionsRequest>;

/** Which second factors a signing-in user has, with passkey options when they have passkeys. */
export const SecondFactorOptions = z
  .object({
    totp: z
      .boolean()
      .meta({ description: "An authenticator app (and recovery codes): send `otp`" }),
    passkey: z.boolean().meta({ description: "At least one passkey: send `passkey`" }),
    passkey_options: PasskeyAuthenticationOptions.nullable().meta({
      description: "Options over the user's passkeys with a new challenge; null without passkeys",
    }),
  })
  .meta({ id: "SecondFactorOptions" });
export type SecondFactorOptions = z.infer<typeof SecondFactorOptions>;

import { z } from "zod";
import { Livemode } from "./livemode";
import { fail, pass, pyField, type PyCheck } from "./pydantic/py-field";
import { pyEmail } from "./pydantic/py-email";
import { pyList } from "./pydantic/py-list";
import { pyLiteral } from "./pydantic/py-literal";
import { pyObject } from "./pydantic/py-object";
import { checkPyStr, pyStr } from "./pydantic/py-str";
import { checkOrigin } from "./hosted-session-request";
import { PLAIN_TEXT, ThemeConfig } from "./theme-config";
import { COLOR_SCHEMES, FONT_FAMILIES } from "./theme-options";
import { valueError } from "./pydantic/py-issue";

/**
 * The organization's dashboard: its users and roles, API keys made by signed-in users, the
 * audit log and the organization's settings. Requests are checked like every other body
 * (pydantic-shaped 422s); the dashboard uses the same schemas as its form resolvers.
 */

export const USER_ROLES = ["admin", "member"] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** The shortest password accepted (the admin CLI's rule too). */
const MIN_PASSWORD_LENGTH = 8;

function checkPassword(input: unknown): PyCheck<string> {
  const str = checkPyStr(input, { max: 200 });
  if (!str.ok) return str;
  if ([...str.value].length < MIN_PASSWORD_LENGTH) {
    return fail(valueError(input, `password must have at least ${MIN_PASSWORD_LENGTH} characters`));
  }
  return pass(str.value);
}

const password = () =>
  pyField(checkPassword, { type: "string", minLength: MIN_PASSWORD_LENGTH, maxLength: 200 });

/** Body of `POST /api/v1/api-keys`. */
export const ApiKeyCreateRequest = pyObject({
  name: pyStr({ min: 1, max: 100, pattern: PLAIN_TEXT }).meta({
    description: "What the key is for, shown in listings",
    example: "production checkout",
  }),
}).meta({ id: "ApiKeyCreateRequest" });
export type ApiKeyCreateRequest = z.infer<typeof ApiKeyCreateRequest>;

/** An API key as the dashboard lists it: never the secret. */
export const ApiKeyListItem = z
  .object({
    id: z.uuid(),
    livemode: Livemode,
    name: z.string().nullable(),
    prefix: z.string().meta({ example: "rk_test_Ab12Cd" }),
    created_at: z.iso.datetime({ offset: true }),
    revoked_at: z.iso.datetime({ offset: true }).nullable(),
    last_used_at: z.iso
      .datetime({ offset: true })
      .nullable()
      .meta({ description: "Last request made with the key (to the minute); null: never used" }),
    created_by: z
      .string()
      .nullable()
      .meta({
        description:
          "Email of the user who made it in the dashboard (kept if they are removed); null for " +
          "keys made outside it (first start, admin CLI)",
      }),
  })
  .meta({ id: "ApiKeyListItem" });
export type ApiKeyListItem = z.infer<typeof ApiKeyListItem>;

export const ApiKeyList = z.object({ items: z.array(ApiKeyListItem) }).meta({ id: "ApiKeyList" });
export type ApiKeyList = z.infer<typeof ApiKeyList>;

/** A new key with its secret, returned once by `POST /api/v1/api-keys`. */
export const ApiKeyCreated = ApiKeyListItem.extend({
  api_key: z.string().meta({ description: "The secret, shown this once", example: "rk_…" }),
}).meta({ id: "ApiKeyCreated" });
export type ApiKeyCreated = z.infer<typeof ApiKeyCreated>;

/** A user of the organization. */
export const User = z
  .object({
    id: z.uuid(),
    email: z.string(),
    role: z.enum(USER_ROLES),
    created_at: z.iso.datetime({ offset: true }),
  })
  .meta({ id: "User" });
export type User = z.infer<typeof User>;

export const UserList = z.object({ items: z.array(User) }).meta({ id: "UserList" });
export type UserList = z.infer<typeof UserList>;

/** Body of `POST /api/v1/users`: the service makes the initial password. */
export const UserCreateRequest = pyObject({
  email: pyEmail(),
  role: pyLiteral(USER_ROLES),
}).meta({ id: "UserCreateRequest" });
export type UserCreateRequest = z.infer<typeof UserCreateRequest>;

/** A new user with the initial password, returned once. */
export const UserCreated = User.extend({
  initial_password: z.string().meta({ description: "Shown this once; the user changes it" }),
}).meta({ id: "UserCreated" });
export type UserCreated = z.infer<typeof UserCreated>;

/** Body of `PATCH /api/v1/users/{user_id}`. */
export const UserRoleUpdate = pyObject({ role: pyLiteral(USER_ROLES) }).meta({
  id: "UserRoleUpdate",
});
export type UserRoleUpdate = z.infer<typeof UserRoleUpdate>;

/** Body of `PUT /api/v1/users/me/password`. */
export const PasswordChangeRequest = pyObject({
  current_password: pyStr({ min: 1, max: 200 }),
  new_password: password(),
}).meta({ id: "PasswordChangeRequest" });
export type PasswordChangeRequest = z.infer<typeof PasswordChangeRequest>;

/** One thing a signed-in user did. */
export const AuditEntry = z
  .object({
    id: z.string().meta({ description: "Increasing with time" }),
    at: z.iso.datetime({ offset: true }),
    actor: z.object({ user_id: z.uuid().nullable(), email: z.string() }),
    action: z.string().meta({ example: "api_key.created" }),
    target_type: z.string(),
    target_id: z.string().nullable(),
    details: z.record(z.string(), z.unknown()),
  })
  .meta({ id: "AuditEntry" });
export type AuditEntry = z.infer<typeof AuditEntry>;

export const AuditLog = z
  .object({ items: z.array(AuditEntry), next_cursor: z.string().nullable() })
  .meta({ id: "AuditLog" });
export type AuditLog = z.infer<typeof AuditLog>;

/** The organization's settings as the dashboard edits them. */
export const OrganizationSettings = z
  .object({
    id: z.uuid(),
    name: z.string(),
    allowed_origins: z.array(z.string()),
    default_theme: z
      .object({
        primary_color: z.string().nullable().optional(),
        logo_url: z.string().nullable().optional(),
        brand_name: z.string().nullable().optional(),
        color_scheme: z.enum(COLOR_SCHEMES).nullable().optional(),
        radius: z.int().nullable().optional(),
        font_family: z.enum(FONT_FAMILIES).nullable().optional(),
      })
      .nullable(),
    registrant_messages: z.enum(["service", "partner"]).meta({
      description:
        "Who sends messages to the organization's registrants (verification, reminders): `service` by email (SMTP), `partner` from its own product, each arriving as a `registrant.message` event",
    }),
  })
  .meta({ id: "OrganizationSettings" });
export type OrganizationSettings = z.infer<typeof OrganizationSettings>;

/** Body of `PATCH /api/v1/organization/settings`: any of the fields. */
export const OrganizationSettingsUpdate = pyObject({
  name: pyStr({ min: 1, max: 200, pattern: PLAIN_TEXT }).optional(),
  allowed_origins: pyList(
    pyField(checkOrigin, { type: "string", format: "uri", example: "https://partner.example" }),
    { max: 20 },
  ).optional(),
  default_theme: ThemeConfig.nullable().optional(),
  registrant_messages: pyLiteral(["service", "partner"]).optional(),
}).meta({ id: "OrganizationSettingsUpdate" });
export type OrganizationSettingsUpdate = z.infer<typeof OrganizationSettingsUpdate>;

/** Body of `POST /api/v1/auth/password-reset`: the "Forgot password?" form. */
export const PasswordResetRequest = pyObject({ email: pyEmail() }).meta({
  id: "PasswordResetRequest",
});
export type PasswordResetRequest = z.infer<typeof PasswordResetRequest>;

/** Body of `POST /api/v1/auth/password-reset/confirm`: the link's token and the new password. */
export const PasswordResetConfirm = pyObject({
  token: pyStr({ min: 1, max: 200 }).meta({ description: "The token of the emailed link" }),
  new_password: password(),
}).meta({ id: "PasswordResetConfirm" });
export type PasswordResetConfirm = z.infer<typeof PasswordResetConfirm>;

/** The account whose password a reset link set: the dashboard signs in with it. */
export const PasswordResetDone = z
  .object({ email: z.string().meta({ description: "The account's email (its username)" }) })
  .meta({ id: "PasswordResetDone" });
export type PasswordResetDone = z.infer<typeof PasswordResetDone>;

/** Body of `POST /api/v1/invitations`. */
export const InvitationCreateRequest = pyObject({
  email: pyEmail(),
  role: pyLiteral(USER_ROLES),
}).meta({ id: "InvitationCreateRequest" });
export type InvitationCreateRequest = z.infer<typeof InvitationCreateRequest>;

/** A pending invitation: a user who has not yet chosen a password. */
export const Invitation = z
  .object({
    user_id: z.uuid(),
    email: z.string(),
    role: z.enum(USER_ROLES),
    invited_at: z.iso.datetime({ offset: true }),
    expires_at: z.iso.datetime({ offset: true }).meta({
      description: "When the emailed link stops working (7 days); resend for a new one",
    }),
  })
  .meta({ id: "Invitation" });
export type Invitation = z.infer<typeof Invitation>;

export const InvitationList = z
  .object({ items: z.array(Invitation) })
  .meta({ id: "InvitationList" });
export type InvitationList = z.infer<typeof InvitationList>;

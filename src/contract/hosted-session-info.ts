import { z } from "zod";
import { Livemode } from "./livemode";
import { Domain } from "./domain";
import { HostedAction } from "./hosted-action";
import { COLOR_SCHEMES, FONT_FAMILIES } from "./theme-options";

export const Theme = z
  .object({
    primary_color: z.string().nullable().optional(),
    logo_url: z.string().nullable().optional(),
    brand_name: z.string().nullable().optional(),
    color_scheme: z.enum(COLOR_SCHEMES).nullable().optional(),
    radius: z.int().nullable().optional(),
    font_family: z.enum(FONT_FAMILIES).nullable().optional(),
  })
  .meta({ id: "Theme" });
export type Theme = z.infer<typeof Theme>;

/** What the widget learns of its session from `GET /api/v1/hosted/session`. */
export const HostedSessionInfo = z
  .object({
    session_id: z.uuid(),
    livemode: Livemode,
    allowed_actions: z.array(HostedAction),
    theme: Theme,
    expires_at: z.iso.datetime({ offset: true }),
    organization: z.object({ name: z.string() }),
    external_account_id: z.string(),
    allowed_origins: z.array(z.string()),
    /** The partner's BCP 47 tag (canonical), or null: the widget then follows the browser. */
    locale: z.string().nullable(),
    /** Who pays the renewals made in the widget: the organization, or the end user by card. */
    renewal_payment: z.enum(["organization", "card"]),
    registration_agreement_url: z.string().nullable().meta({
      description:
        "The address (http or https) of the registration agreement the end user accepts by paying (the service's REGISTRATION_AGREEMENT_URL); null: none is published",
    }),
  })
  .meta({ id: "HostedSessionInfo" });
export type HostedSessionInfo = z.infer<typeof HostedSessionInfo>;

/** The partner's view of a session: `GET /api/v1/hosted/sessions/{session_id}`. */
export const HostedSessionStatus = z
  .object({
    session_id: z.uuid(),
    livemode: Livemode,
    status: z.enum(["active", "expired", "revoked"]),
    allowed_actions: z.array(HostedAction),
    external_user_id: z.string().nullable(),
    external_account_id: z.string(),
    theme_config: Theme,
    metadata: z.record(z.string(), z.unknown()),
    allowed_origins: z.array(z.string()),
    locale: z.string().nullable(),
    renewal_payment: z.enum(["organization", "card"]),
    created_at: z.iso.datetime({ offset: true }),
    expires_at: z.iso.datetime({ offset: true }),
    revoked_at: z.iso.datetime({ offset: true }).nullable(),
    orders: z.array(
      z.object({
        order_id: z.uuid(),
        domain_name: z.string(),
        status: z.string(),
        created_at: z.string(),
      }),
    ),
  })
  .meta({ id: "HostedSessionStatus" });
export type HostedSessionStatus = z.infer<typeof HostedSessionStatus>;

/** A domain of the end user's account, as the widget lists it, with its renewal price. */
export const HostedDomain = Domain.omit({ external_account_id: true })
  .extend({ renewal_price: z.string().nullable(), currency: z.string().nullable() })
  .meta({ id: "HostedDomain" });
export type HostedDomain = z.infer<typeof HostedDomain>;

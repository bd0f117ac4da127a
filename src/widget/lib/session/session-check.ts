import type { HostedSessionInfo } from "../../../contract/hosted-session-info";
import { COLOR_SCHEMES, FONT_FAMILIES } from "../../../contract/theme-options";
import {
  bool,
  arrayOf,
  check,
  isoDateTime,
  int,
  nullable,
  object,
  oneOf,
  optional,
  str,
  uuid,
} from "../api/checks";
import { SCREENS } from "./screens";

/** The contract's `HostedAction` values (each opens one screen; pinned by checks.test.ts). */
const HOSTED_ACTIONS = SCREENS.map((s) => s.action);

const optionalText = optional(nullable(str));

/** `GET /api/v1/hosted/session`'s answer, checked as the contract's `HostedSessionInfo`. */
export const HostedSessionInfoCheck = check<HostedSessionInfo>(
  object({
    session_id: uuid,
    livemode: bool,
    allowed_actions: arrayOf(oneOf(HOSTED_ACTIONS)),
    theme: object({
      primary_color: optionalText,
      logo_url: optionalText,
      brand_name: optionalText,
      color_scheme: optional(nullable(oneOf(COLOR_SCHEMES))),
      radius: optional(nullable(int)),
      font_family: optional(nullable(oneOf(FONT_FAMILIES))),
    }),
    expires_at: isoDateTime,
    organization: object({ name: str }),
    external_account_id: str,
    allowed_origins: arrayOf(str),
    locale: nullable(str),
    renewal_payment: oneOf(["organization", "card"] as const),
    registration_agreement_url: nullable(str),
  }),
);

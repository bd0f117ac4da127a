import type { z } from "zod";
import { fail, pass, pyField, type PyCheck } from "./py-field";
import { pyDict } from "./py-dict";
import { HOSTED_ACTIONS } from "./hosted-action";
import { pyInt } from "./py-int";
import { pyList } from "./py-list";
import { pyLiteral } from "./py-literal";
import { pyObject } from "./py-object";
import { checkPyStr, pyStr } from "./py-str";
import { ThemeConfig, valueError } from "./theme-config";

/** Checks a web origin (`scheme://host[:port]`, http or https, nothing after) and returns it. */
export function checkOrigin(input: unknown): PyCheck<string> {
  const str = checkPyStr(input);
  if (!str.ok) return str;
  const message = "origin must be scheme://host[:port] with http or https and nothing after";
  try {
    const url = new URL(str.value);
    if ((url.protocol === "https:" || url.protocol === "http:") && url.origin === str.value) {
      return pass(url.origin);
    }
  } catch {
    // falls through to the error below
  }
  return fail(valueError(input, message));
}

/**
 * Body of `POST /api/v1/hosted/sessions`. The spec does not say which fields are required; we
 * require `allowed_actions` (a session that can do nothing is a mistake) and
 * `external_account_id` (domains bought in the session are owned by that account), and leave
 * `external_user_id` optional. Both ids are 1..255 characters.
 */
export const HostedSessionRequest = pyObject({
  allowed_actions: pyList(pyLiteral(HOSTED_ACTIONS), { min: 1 }).meta({
    example: ["domain_search", "domain_purchase"],
  }),
  external_user_id: pyStr({ min: 1, max: 255 }).nullable().optional(),
  external_account_id: pyStr({ min: 1, max: 255 }).meta({ example: "acct_42" }),
  theme_config: ThemeConfig.nullable().optional(),
  metadata: pyDict().nullable().optional(),
  expires_in_minutes: pyInt({ ge: 5, le: 1440 }).default(60),
  allowed_origins: pyList(
    pyField(checkOrigin, { type: "string", format: "uri", example: "https://partner.example" }),
    { max: 20 },
  )
    .nullable()
    .optional()
    .meta({ description: "Origins allowed to embed the widget; default: the organization's list" }),
}).meta({ id: "HostedSessionRequest" });
export type HostedSessionRequest = z.infer<typeof HostedSessionRequest>;

import type { z } from "zod";
import { fail, pass, pyField, type PyCheck } from "./pydantic/py-field";
import { pyDict } from "./pydantic/py-dict";
import { HOSTED_ACTIONS } from "./hosted-action";
import { pyInt } from "./pydantic/py-int";
import { pyList } from "./pydantic/py-list";
import { pyLiteral } from "./pydantic/py-literal";
import { pyObject } from "./pydantic/py-object";
import { checkPyStr, pyStr } from "./pydantic/py-str";
import { ThemeConfig } from "./theme-config";
import { valueError } from "./pydantic/py-issue";
import { LOCAL_HOSTS } from "./local-hosts";
import { LocaleTag } from "./locale-tag";

const DNS_LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/**
 * Why the host of a serialised origin is not a host name or IP literal, or undefined. The URL
 * parser has already lowercased it and turned IPv4 forms into dotted quads and IPv6 into
 * `[…]`; what is left must be LDH labels of 1..63 characters, 253 at most in all, no empty
 * label, the last one starting with a letter (no top-level domain is numeric).
 */
function originHostProblem(host: string): string | undefined {
  if (host.startsWith("[") || /^\d{1,3}(?:\.\d{1,3}){3}$/.test(host)) return undefined;
  if (host.includes("*")) {
    return "wildcards are not supported; list each origin, such as https://app.example.com";
  }
  if (host.length > 253) return "an origin's host name has at most 253 characters";
  const labels = host.split(".");
  if (labels.some((l) => l === "")) return "an origin's host name has no empty labels";
  if (!labels.every((l) => DNS_LABEL.test(l))) {
    return "an origin's host name has labels of 1 to 63 letters, digits and inner hyphens";
  }
  if (!/^[a-z]/.test(labels.at(-1)!)) {
    return "the last label of an origin's host name begins with a letter";
  }
  return undefined;
}

/**
 * Checks a web origin and returns it: `https://host[:port]` as a browser serialises it
 * (lowercase, no default port, nothing after the authority: no path, query, fragment or
 * userinfo), http only for localhost, 127.0.0.1 and [::1]. The host is a DNS name of LDH
 * labels or an IP literal. No wildcards: the same list is the CSP `frame-ancestors` and the
 * widget's exact `event.origin` check, and both must allow the same pages.
 */
export function checkOrigin(input: unknown): PyCheck<string> {
  const str = checkPyStr(input);
  if (!str.ok) return str;
  const text = str.value;
  const form = "origin must be scheme://host[:port] with http or https and nothing after";
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return fail(valueError(text, text.includes("*") ? originHostProblem("*")! : form));
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return fail(valueError(text, form));
  const host = originHostProblem(url.hostname);
  if (host) return fail(valueError(text, host));
  if (url.origin !== text) return fail(valueError(text, form));
  if (url.protocol === "http:" && !LOCAL_HOSTS.has(url.hostname)) {
    return fail(valueError(text, "origin must use https (http only for localhost)"));
  }
  return pass(url.origin);
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
  locale: LocaleTag.nullable().optional(),
  metadata: pyDict().nullable().optional(),
  renewal_payment: pyLiteral(["organization", "card"] as const)
    .default("organization")
    .meta({
      description:
        "Who pays the renewals the end user makes in the widget: the organization (as the " +
        "registrar API's renewal), or the end user by card at the mode's card checkout; card " +
        "only where the session's mode offers a card checkout",
    }),
  expires_in_minutes: pyInt({ ge: 5, le: 1440 }).default(60),
  allowed_origins: pyList(
    pyField(checkOrigin, { type: "string", format: "uri", example: "https://partner.example" }),
    { max: 20 },
  )
    .nullable()
    .optional()
    .meta({
      description:
        "Origins allowed to embed the widget, each exactly as a browser spells it " +
        "(https://host[:port]; http only for localhost, 127.0.0.1 and [::1]; no wildcards); " +
        "default: the organization's list",
    }),
}).meta({ id: "HostedSessionRequest" });
export type HostedSessionRequest = z.infer<typeof HostedSessionRequest>;

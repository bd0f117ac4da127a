import type { UserRole } from "../../contract/dashboard";

/**
 * What a member may not do. Users are `admin` or `member`; an API key acts for the whole
 * organization (it is not a user) and is not limited by this table. Members run the business
 * (orders, payments, domains, hosted sessions, events, reading webhook endpoints and their
 * deliveries, their own password, signing out); these are admins' only:
 */
export const ADMIN_ONLY: readonly {
  /** "any" method, or "write" (anything but GET and HEAD). */
  methods: "any" | "write";
  path: RegExp;
  what: string;
}[] = [
  { methods: "any", path: /^\/api\/v1\/api-keys(\/|$)/, what: "manage API keys" },
  {
    methods: "any",
    path: /^\/api\/v1\/users(\/(?!me(\/|$))|$)/,
    what: "list, add, change or remove users",
  },
  { methods: "any", path: /^\/api\/v1\/audit-log$/, what: "read the audit log" },
  { methods: "any", path: /^\/api\/v1\/exports\/audit-log$/, what: "export the audit log" },
  { methods: "write", path: /^\/api\/v1\/registrar\/refunds$/, what: "refund an order by hand" },
  {
    methods: "write",
    path: /^\/api\/v1\/registrar\/domains\/[^/]+\/registrant$/,
    what: "change a domain's registrant",
  },
  { methods: "write", path: /^\/api\/v1\/webhooks\//, what: "change webhook endpoints" },
  {
    methods: "write",
    path: /^\/api\/v1\/organization\/settings$/,
    what: "change the organization's settings",
  },
  {
    methods: "write",
    path: /^\/api\/v1\/organization\/second-factor-policy$/,
    what: "change the organization's second-factor policy",
  },
  { methods: "write", path: /^\/api\/v1\/balance$/, what: "change the balance's threshold" },
  {
    methods: "write",
    path: /^\/api\/v1\/registrar\/domains\/[^/]+\/(transfer-lock|transfer-code|transfer\/(approve|reject))$/,
    what: "change a domain's transfer lock or code, or answer a transfer away",
  },
  {
    methods: "any",
    path: /^\/api\/v1\/registry(\/|$)/,
    what: "read the registry account and receipts",
  },
];

/** Why a user with `role` may not make this request, or undefined when they may. */
export function roleRefusal(role: UserRole, method: string, path: string): string | undefined {
  if (role === "admin") return undefined;
  const write = method !== "GET" && method !== "HEAD";
  const rule = ADMIN_ONLY.find((r) => r.path.test(path) && (r.methods === "any" || write));
  return rule
    ? `Only an organization admin may ${rule.what}; your role is ${role}. Ask an admin.`
    : undefined;
}

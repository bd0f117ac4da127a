import { z } from "zod";
import { domainOrderFields } from "../../contract/domain-order-request";
import { DomainOrderStatus } from "../../contract/domain-order-status";
import { pyInt } from "../../contract/pydantic/py-int";
import { pyList } from "../../contract/pydantic/py-list";
import { pyLiteral } from "../../contract/pydantic/py-literal";
import { pyObject } from "../../contract/pydantic/py-object";
import { checkPyStr, pyStr } from "../../contract/pydantic/py-str";
import { pyUuid } from "../../contract/pydantic/py-uuid";
import { fail, pass, pyField, type PyCheck } from "../../contract/pydantic/py-field";
import { valueError } from "../../contract/pydantic/py-issue";
import { DNS_PROVIDERS, dnsProviderNames, dnsProviderRefusal } from "../dns/provider";
import { pyDomain, pyHostname } from "../registrar/domain-field";
import { onRegistrarOffered, registrarNames } from "../registrar/provider";
import { orderCursor, type NewOrder } from "./orders";

/** A string that must be one of `names()`, else a `value_error` with `message()`. */
function oneOf(names: () => readonly string[], message: () => string) {
  return (input: unknown): PyCheck<string> => {
    const str = checkPyStr(input);
    if (!str.ok) return str;
    return names().includes(str.value) ? pass(str.value) : fail(valueError(input, message()));
  };
}

// The registrar names are read when used: a configured EPP adapter adds its name at start.
const registrarField = pyField(
  oneOf(
    registrarNames,
    () =>
      `only the registrar ${registrarNames()
        .map((n) => `"${n}"`)
        .join(", ")} is supported`,
  ),
  { type: "string", enum: registrarNames() },
);
// Known providers are documented; only the configured ones (`offerDnsProvider`) are accepted.
const dnsProviderField = pyField(
  (input: unknown): PyCheck<string> => {
    const str = checkPyStr(input);
    if (!str.ok) return str;
    const configured = dnsProviderNames();
    if (configured.includes(str.value as never)) return pass(str.value);
    return fail(valueError(input, dnsProviderRefusal(str.value, configured)));
  },
  { type: "string", enum: [...DNS_PROVIDERS] },
);

/**
 * The contract's order fields, with the domain normalised, nameservers checked as host
 * names, and the registrar and DNS provider checked against the ones this service has, so
 * each bad field is one more item of the same 422 list (spec: every failing field).
 */
export const ServerOrderRequest = pyObject({
  ...domainOrderFields,
  domain: pyDomain(),
  nameservers: pyList(pyHostname(), { max: 13 }).nullable().optional(),
  registrar: registrarField
    .nullable()
    .optional()
    .meta({ description: "Registrar to use; only one is supported and it is the default" }),
  dns_provider: dnsProviderField
    .nullable()
    .optional()
    .meta({ description: "DNS provider used for setup; a default provider applies" }),
}).meta({ id: "DomainOrderRequest" });
export type ServerOrderRequest = z.output<typeof ServerOrderRequest>;

/** Sets every `enum` under a JSON schema node to the registrar names offered now. */
function syncRegistrarEnum(node: unknown): void {
  if (!node || typeof node !== "object") return;
  const o = node as Record<string, unknown>;
  if (Array.isArray(o["enum"])) o["enum"].splice(0, o["enum"].length, ...registrarNames());
  for (const v of Object.values(o)) if (v && typeof v === "object") syncRegistrarEnum(v);
}

// pyObject builds its OpenAPI schema from the fields' once; a registrar configured at start
// (REGISTRAR=epp) is added to that enum too, so the document lists what the API accepts.
onRegistrarOffered(() => {
  const meta = z.globalRegistry.get(ServerOrderRequest) as
    { properties?: { registrar?: unknown } } | undefined;
  syncRegistrarEnum(meta?.properties?.registrar);
});

export function toNewOrder(body: ServerOrderRequest): NewOrder {
  return {
    domain: body.domain,
    years: body.years,
    contact: body.contact,
    paymentMethod: body.payment_method,
    nameservers: body.nameservers ?? null,
    privacy: body.privacy,
    autoRenew: body.auto_renew,
    registrar: body.registrar ?? null,
    setupDns: body.setup_dns,
    dnsProvider: body.dns_provider ?? null,
    expectedPrice: body.expected_price ?? null,
  };
}

export const OrderIdPath = pyObject({ order_id: pyUuid() });

export const OrderListQuery = pyObject({
  domain: pyStr({ min: 1, max: 255 }).optional(),
  status: pyLiteral(
    DomainOrderStatus.options as [DomainOrderStatus, ...DomainOrderStatus[]],
  ).optional(),
  kind: pyLiteral(["order", "purchase", "renewal", "transfer"])
    .optional()
    .meta({ description: "Only orders of this kind (see OrderDetail.kind)" }),
  q: pyStr({ min: 1, max: 255 }).optional().meta({
    description:
      "Search: part of the domain name, the order id or its start, the payment reference (case, spaces and dashes aside), the external account id, or part of the registrant's email",
  }),
  limit: pyInt({ ge: 1, le: 100 }).default(20),
  cursor: orderCursor.field().optional(),
});

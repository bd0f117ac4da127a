import type { z } from "zod";
import { domainOrderFields } from "../../contract/domain-order-request";
import { DomainOrderStatus } from "../../contract/domain-order-status";
import { pyInt } from "../../contract/py-int";
import { pyList } from "../../contract/py-list";
import { pyLiteral } from "../../contract/py-literal";
import { pyObject } from "../../contract/py-object";
import { pyStr } from "../../contract/py-str";
import { pyUuid } from "../../contract/py-uuid";
import { pyDomain, pyHostname } from "../registrar/domain-field";
import type { NewOrder } from "./orders";

/**
 * The contract's order fields, with the domain normalised and nameservers checked as host
 * names, so a bad name is one more item of the same 422 list.
 */
export const ServerOrderRequest = pyObject({
  ...domainOrderFields,
  domain: pyDomain(),
  nameservers: pyList(pyHostname(), { max: 13 }).nullable().optional(),
}).meta({ id: "DomainOrderRequest" });
export type ServerOrderRequest = z.output<typeof ServerOrderRequest>;

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
  limit: pyInt({ ge: 1, le: 100 }).default(20),
  cursor: pyStr({ min: 1, max: 200 }).optional(),
});

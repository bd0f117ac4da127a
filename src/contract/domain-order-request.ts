import type { z } from "zod";
import { pyBool } from "./pydantic/py-bool";
import { MONEY_DIGITS, pyDecimal } from "./pydantic/py-decimal";
import { pyInt } from "./pydantic/py-int";
import { pyList } from "./pydantic/py-list";
import { pyLiteral } from "./pydantic/py-literal";
import { pyObject } from "./pydantic/py-object";
import { pyStr } from "./pydantic/py-str";
import { RegistrantContact } from "./registrant-contact";

/** The fields of an order; shared with `PurchaseRequest`, which buys at once. */
export const domainOrderFields = {
  domain: pyStr({ min: 1, max: 255 }).meta({ example: "example.com" }),
  years: pyInt({ ge: 1, le: 10 }).default(1),
  contact: RegistrantContact,
  payment_method: pyLiteral(["wire", "card"]).default("card"),
  // The spec gives no bounds here (unlike the nameserver update's 2..13); null means registrar defaults.
  nameservers: pyList(pyStr()).nullable().optional(),
  privacy: pyBool().default(true),
  auto_renew: pyBool().default(true),
  registrar: pyStr()
    .nullable()
    .optional()
    .meta({ description: "Registrar to use; only one is supported and it is the default" }),
  setup_dns: pyBool()
    .default(false)
    .meta({ description: "Create default DNS records after purchase" }),
  dns_provider: pyStr()
    .nullable()
    .optional()
    .meta({ description: "DNS provider used for setup; a default provider applies" }),
  expected_price: pyDecimal({ ge: 0, ...MONEY_DIGITS })
    .nullable()
    .optional()
    .meta({
      description:
        "Price the caller agreed to; when the registrar's live price differs the order is not charged",
    }),
};

/** Body of `POST /api/v1/registrar/order`. */
export const DomainOrderRequest = pyObject(domainOrderFields).meta({ id: "DomainOrderRequest" });
export type DomainOrderRequest = z.infer<typeof DomainOrderRequest>;

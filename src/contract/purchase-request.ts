import type { z } from "zod";
import { domainOrderFields } from "./domain-order-request";
import { pyObject } from "./pydantic/py-object";

/** Body of `POST /registrar/purchase`: the same fields as an order, bought at once. */
export const PurchaseRequest = pyObject(domainOrderFields).meta({ id: "PurchaseRequest" });
export type PurchaseRequest = z.infer<typeof PurchaseRequest>;

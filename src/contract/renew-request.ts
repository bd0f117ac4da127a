import type { z } from "zod";
import { pyInt } from "./pydantic/py-int";
import { pyObject } from "./pydantic/py-object";

/** Body of `POST /api/v1/registrar/domains/{domain}/renew`. `years` defaults to 1, as for orders. */
export const RenewRequest = pyObject({
  years: pyInt({ ge: 1, le: 10 }).default(1).meta({ example: 1 }),
}).meta({ id: "RenewRequest" });
export type RenewRequest = z.infer<typeof RenewRequest>;

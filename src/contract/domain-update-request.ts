import type { z } from "zod";
import { pyBool } from "./pydantic/py-bool";
import { pyObject } from "./pydantic/py-object";

/** Body of `PATCH /api/v1/registrar/domains/{domain}`: only the fields sent change. */
export const DomainUpdateRequest = pyObject({
  auto_renew: pyBool().optional(),
  privacy: pyBool().optional(),
}).meta({ id: "DomainUpdateRequest" });
export type DomainUpdateRequest = z.infer<typeof DomainUpdateRequest>;

import type { z } from "zod";
import { pyList } from "./pydantic/py-list";
import { pyObject } from "./pydantic/py-object";
import { pyStr } from "./pydantic/py-str";

/** Body of `PUT /api/v1/registrar/domains/{domain}/nameservers`. */
export const NameserverUpdateRequest = pyObject({
  nameservers: pyList(pyStr(), { min: 2, max: 13 }).meta({
    example: ["ns1.example.net", "ns2.example.net"],
  }),
}).meta({ id: "NameserverUpdateRequest" });
export type NameserverUpdateRequest = z.infer<typeof NameserverUpdateRequest>;

import { pyList } from "../../contract/pydantic/py-list";
import { addPyIssue, valueError } from "../../contract/pydantic/py-issue";
import { pyObject } from "../../contract/pydantic/py-object";
import { pyHostname } from "./domain-field";

/**
 * The server's reading of `NameserverUpdateRequest`: 2..13 host names, normalised (lowercase,
 * no trailing dot), no two the same; each bad or repeated one is its own 422 item at
 * `["body", "nameservers", i]`.
 */
export const NameserverBody = pyObject({
  nameservers: pyList(pyHostname(), { min: 2, max: 13 })
    .superRefine((list, ctx) => {
      const seen = new Set<string>();
      list.forEach((host, i) => {
        if (seen.has(host)) {
          addPyIssue(ctx, valueError(host, `${host} is listed twice; list each nameserver once.`), [
            i,
          ]);
        }
        seen.add(host);
      });
    })
    .meta({ example: ["ns1.example.net", "ns2.example.net"] }),
}).meta({ id: "NameserverUpdateRequest" });

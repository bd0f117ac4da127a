/**
 * Generates the types of `@registrar/node` (packages/node/src/schema.ts) from the OpenAPI
 * document the service serves, with openapi-typescript, formatted by the repository's Prettier.
 * `npm run generate:client` writes it; test/openapi/client-schema.test.ts fails when the
 * committed file is not what this produces (regenerate after changing a route or a schema).
 */
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import openapiTS, { astToString } from "openapi-typescript";
import { format, resolveConfig } from "prettier";
import { openApiDocument } from "./openapi-document";

export const SCHEMA_FILE = fileURLToPath(
  new URL("../packages/node/src/schema.ts", import.meta.url),
);

const HEADER = `/**
 * The registrar API's types, generated from its OpenAPI document by openapi-typescript
 * (\`npm run generate:client\` in the service's repository). Do not edit.
 */
`;

/** The generated file's text. */
export async function generateClientSchema(): Promise<string> {
  const doc = JSON.parse(await openApiDocument()) as Parameters<typeof openapiTS>[0];
  // `defaultNonNullable` (on): a response field with a `default` is always present. Request
  // schemas carry their defaults in words only (src/server/http/openapi.ts), so fields with a
  // default stay optional in requests.
  const ast = await openapiTS(doc, { defaultNonNullable: true });
  const text = HEADER + astToString(ast);
  const options = (await resolveConfig(SCHEMA_FILE)) ?? {};
  return format(text, { ...options, filepath: SCHEMA_FILE });
}

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1];
if (isMain) {
  writeFileSync(SCHEMA_FILE, await generateClientSchema());
  console.log(`wrote ${SCHEMA_FILE}`);
}

import { createRequire } from "node:module";
import { createRegistrarClient, type RegistrarClient } from "@registrar/node";
import type { Credentials } from "./config.js";
import { ApiFailure, describeDetail } from "./errors.js";

/** This package's version (dist/ and src/ both sit one folder below package.json). */
export const VERSION = (createRequire(import.meta.url)("../package.json") as { version: string })
  .version;

export type Api = { client: RegistrarClient; base: string };

export function api(
  credentials: Credentials,
  fetch?: (request: Request) => Promise<Response>,
): Api {
  const client = createRegistrarClient({
    baseUrl: credentials.apiBase,
    apiKey: credentials.apiKey,
    userAgent: `registrar-cli/${VERSION}`,
    ...(fetch && { fetch }),
  });
  return { client, base: credentials.apiBase };
}

/**
 * The answer's data, or an `ApiFailure` that says what was done, the status and the error's
 * detail (`401 Unauthorized: Invalid API key`); a service that does not answer is one too.
 */
export async function must<T>(
  base: string,
  what: string,
  call: Promise<{ data?: T; error?: unknown; response: Response }>,
): Promise<T> {
  let answer: { data?: T; error?: unknown; response: Response };
  try {
    answer = await call;
  } catch (err) {
    const cause = (err as { cause?: { message?: string } }).cause?.message;
    throw new ApiFailure(`${what}: cannot reach ${base}: ${cause ?? (err as Error).message}`);
  }
  const { response } = answer;
  if (!response.ok || answer.data === undefined) {
    const status = `${response.status} ${response.statusText}`.trim();
    throw new ApiFailure(`${what}: ${status}: ${describeDetail(answer.error)}`, response.status);
  }
  return answer.data;
}

import type { Context } from "hono";
import { decodeJsonBody, type ParseResult } from "../../contract/pydantic/validation-error";
import type { AppEnv } from "./app-env";

/**
 * How FastAPI reads a body by its `Content-Type` (`fastapi/routing.py`): as JSON when the
 * header is absent or empty, or its type is `application/json` or `application/*+json`
 * (parameters such as `charset` ignored, case-insensitive); as a form where the route takes
 * one; anything else stays raw text, which fails the model check (`model_attributes_type`).
 */
export function bodyKind(c: Context<AppEnv>, form: boolean): "json" | "form" | "raw" {
  const header = c.req.header("content-type")?.trim() ?? "";
  if (header === "") return "json";
  // email.message: a type without exactly one "/" reads as text/plain.
  const type = header.split(";")[0]!.trim().toLowerCase();
  const parts = type.split("/");
  if (parts.length !== 2) return "raw";
  const [main, sub] = parts as [string, string];
  if (form && type === "application/x-www-form-urlencoded") return "form";
  if (main === "application" && (sub === "json" || sub.endsWith("+json"))) return "json";
  return "raw";
}

/**
 * Reads the body (once: `bodyLimit` has already bounded it) and decodes it as its content type
 * says; `data` is the decoded body as sent, before the schema (for the idempotency hash).
 */
export async function readBody(c: Context<AppEnv>, form: boolean): Promise<ParseResult<unknown>> {
  const text = await c.req.text();
  const kind = bodyKind(c, form);
  if (kind === "form") return { ok: true, data: Object.fromEntries(new URLSearchParams(text)) };
  if (kind === "raw") return text === "" ? decodeJsonBody(text) : { ok: true, data: text };
  return decodeJsonBody(text);
}

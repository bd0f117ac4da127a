import { chmodSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { homedir } from "node:os";
import { dirname, join } from "node:path";
import { UsageError } from "./errors.js";

/** What `registrar login` and `registrar listen` keep between runs. */
export type Config = {
  api_key?: string;
  api_base?: string;
  /** The secret `registrar listen` signs forwarded events with (made on its first run). */
  listen_secret?: string;
};

export type Env = Record<string, string | undefined>;

/** The service `npm start` runs by default. */
export const DEFAULT_API_BASE = "http://127.0.0.1:8787";

/** `$XDG_CONFIG_HOME/registrar/config.json`, else `~/.config/registrar/config.json`. */
export function configPath(env: Env): string {
  const base = env.XDG_CONFIG_HOME || join(env.HOME || homedir(), ".config");
  return join(base, "registrar", "config.json");
}

export function readConfig(path: string): Config {
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return {};
    throw err;
  }
  try {
    const parsed = JSON.parse(text) as unknown;
    if (typeof parsed === "object" && parsed !== null && !Array.isArray(parsed))
      return parsed as Config;
  } catch {
    // reported below
  }
  throw new UsageError(`${path} is not a JSON object: fix or delete it, then log in again`);
}

/**
 * Writes the file readable by its owner only (mode 0600, in a 0700 folder), through a
 * temporary file and a rename so that a crash never leaves half a file.
 */
export function writeConfig(path: string, config: Config): void {
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  const temp = `${path}.${process.pid}.tmp`;
  writeFileSync(temp, `${JSON.stringify(config, null, 2)}\n`, { mode: 0o600 });
  chmodSync(temp, 0o600);
  renameSync(temp, path);
}

/** A key as it may be shown: its prefix and last four characters. */
export function maskKey(key: string): string {
  const prefix = /^[a-z]+_/.exec(key)?.[0] ?? "";
  return key.length >= prefix.length + 12 ? `${prefix}…${key.slice(-4)}` : `${prefix}…`;
}

export type Credentials = { apiKey: string; apiBase: string };

/** The API base, checked: an http(s) URL, without a trailing slash. */
export function checkApiBase(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new UsageError(`--api-base must be a URL such as ${DEFAULT_API_BASE}, not ${value}`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:")
    throw new UsageError(`--api-base must be an http or https URL, not ${value}`);
  return value.replace(/\/+$/, "");
}

/** The flag first, then REGISTRAR_API_KEY / REGISTRAR_API_BASE, then the stored login. */
export function resolveCredentials(
  flags: { "api-key"?: string | undefined; "api-base"?: string | undefined },
  env: Env,
  config: Config,
): Credentials {
  const apiKey = flags["api-key"] || env.REGISTRAR_API_KEY || config.api_key;
  if (!apiKey)
    throw new UsageError(
      "no API key: run `registrar login --api-key rk_…` first, or set REGISTRAR_API_KEY",
    );
  const apiBase = checkApiBase(
    flags["api-base"] || env.REGISTRAR_API_BASE || config.api_base || DEFAULT_API_BASE,
  );
  return { apiKey, apiBase };
}

import { randomBytes } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { SIGNATURE_HEADER, generateTestHeaderString, type Schema } from "@registrar/node";
import { api, must, VERSION, type Api } from "./api.js";
import { list, parse, type Io } from "./args.js";
import { configPath, readConfig, resolveCredentials, writeConfig } from "./config.js";
import { ApiFailure, UsageError } from "./errors.js";

const LISTEN_HELP = `Usage: registrar listen --forward-to URL [--events t1,t2] [--json]

Receives the organization's events through the API (GET /api/v1/events) from the moment it
starts, and POSTs each to URL signed as the service signs a webhook delivery (the same body
and Registrar-Signature header), with this machine's signing secret (whsec_…, printed at
start, kept in the config file). Verify them with that secret as you would the service's.
Prints one line per event: its type, its id and your endpoint's answer. Ctrl-C ends it.

Options:
  --forward-to URL        where to POST each event, e.g. http://localhost:3000/webhooks
  --events t1,t2          only these event types (default: every type)
  --interval MS           how often to ask for new events, in milliseconds (default 1000)
  --api-key, --api-base   instead of the stored login (see registrar login --help)
  --json                  one JSON object per line: the start ({ready, secret}), then each event`;

type Event = Schema<"WebhookEvent">;

/** How many pages of new events one poll reads at most (100 each). */
const MAX_PAGES = 10;

function checkUrl(value: string | undefined): string {
  if (!value) throw new UsageError("listen needs --forward-to URL");
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new UsageError(`--forward-to must be a URL, not ${value}`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:")
    throw new UsageError(`--forward-to must be an http or https URL, not ${value}`);
  return url.href;
}

/**
 * The events not in `seen`, newest first, and the ids of every event read. Pages are read
 * newest first until one holds an event already seen (or MAX_PAGES): events appear in this
 * list by creation order, so one that commits late still shows on the first page next time.
 */
async function newEvents(
  a: Api,
  seen: ReadonlySet<string>,
  type: Event["type"] | undefined,
  maxPages = MAX_PAGES,
) {
  const fresh: Event[] = [];
  const read = new Set<string>();
  let cursor: string | undefined;
  for (let page = 0; page < maxPages; page++) {
    const { items, next_cursor } = await must(
      a.base,
      "listing events",
      a.client.GET("/api/v1/events", {
        params: {
          query: { limit: 100, ...(type && { type }), ...(cursor && { cursor }) },
        },
      }),
    );
    let reachedSeen = false;
    for (const e of items) {
      read.add(e.id);
      if (seen.has(e.id)) reachedSeen = true;
      else fresh.push(e);
    }
    if (reachedSeen || !next_cursor) return { fresh, read, skipped: false };
    cursor = next_cursor;
  }
  // More new events than MAX_PAGES hold: the older of them are not read.
  return { fresh, read, skipped: true };
}

/** POSTs the event as the service delivers it; the endpoint's status, or why none came. */
async function forward(url: string, event: Event, secret: string, io: Io) {
  // The service's delivery body: these four fields, in this order.
  const body = JSON.stringify({
    id: event.id,
    type: event.type,
    created_at: event.created_at,
    data: event.data,
  });
  // Ctrl-C or 10 s without an answer ends the request.
  const stop = new AbortController();
  const timer = setTimeout(() => stop.abort(new Error("no answer within 10 s")), 10_000);
  const onStop = () => stop.abort(new Error("stopped"));
  io.signal.addEventListener("abort", onStop, { once: true });
  try {
    const init: RequestInit = {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "user-agent": `registrar-cli/${VERSION}`,
        [SIGNATURE_HEADER]: generateTestHeaderString({ payload: body, secret }),
      },
      body,
      redirect: "manual",
      signal: stop.signal,
    };
    // The signal goes in fetch's own argument: Node 20's fetch loses the abort of a signal
    // carried by a Request object once that object is garbage-collected.
    const res = await (io.fetch ? io.fetch(new Request(url, init)) : fetch(url, init));
    await res.body?.cancel();
    return { status: res.status, error: null };
  } catch (err) {
    const cause = (err as { cause?: { message?: string } }).cause?.message;
    return { status: null, error: cause ?? (err as Error).message };
  } finally {
    clearTimeout(timer);
    io.signal.removeEventListener("abort", onStop);
  }
}

export async function listen(argv: string[], io: Io): Promise<number> {
  const { values } = parse(argv, {
    "forward-to": { type: "string" },
    events: { type: "string" },
    interval: { type: "string" },
  });
  if (values.help) {
    io.out(LISTEN_HELP);
    return 0;
  }
  const target = checkUrl(values["forward-to"]);
  const only = new Set(list(values.events));
  const interval = Number(values.interval ?? 1000);
  if (!Number.isInteger(interval) || interval < 100 || interval > 60_000)
    throw new UsageError("--interval must be a whole number of milliseconds, 100 to 60000");

  const path = configPath(io.env);
  const config = readConfig(path);
  const a = api(resolveCredentials(values, io.env, config), io.fetch);
  let secret = config.listen_secret;
  if (!secret) {
    secret = `whsec_${randomBytes(24).toString("base64url")}`;
    writeConfig(path, { ...config, listen_secret: secret });
  }
  const org = await must(a.base, "checking the key", a.client.GET("/api/v1/organization"));
  // With one type the API filters; with several, this does.
  const apiType = only.size === 1 ? ([...only][0] as Event["type"]) : undefined;
  // Events that exist now are not forwarded, only those made from here on: the first page is
  // enough, as an event below it never comes back to it.
  let seen = (await newEvents(a, new Set(), apiType, 1)).read;

  if (values.json) io.out(JSON.stringify({ ready: true, secret, forward_to: target }));
  else {
    io.out(`Ready! Forwarding ${org.name}'s events to ${target}`);
    io.out(`Your webhook signing secret is ${secret} (Ctrl-C to stop)`);
  }
  while (!io.signal.aborted) {
    try {
      await sleep(interval, undefined, { signal: io.signal });
    } catch {
      break; // aborted
    }
    let fresh: Event[];
    try {
      const got = await newEvents(a, seen, apiType);
      fresh = got.fresh;
      if (got.skipped)
        io.err(
          `warning: over ${MAX_PAGES * 100} new events since the last look; older ones skipped`,
        );
      // An id read this time can show again; one that fell off the pages never can.
      seen = new Set([...got.read, ...fresh.map((e) => e.id)]);
    } catch (err) {
      if (io.signal.aborted) break;
      // A refused key will not come right by waiting; a network failure may.
      if (err instanceof ApiFailure && (err.status === 401 || err.status === 403)) throw err;
      io.err(`warning: ${(err as Error).message}; trying again`);
      continue;
    }
    for (const event of fresh.reverse()) {
      if (io.signal.aborted) break;
      if (only.size > 0 && !only.has(event.type)) continue;
      const { status, error } = await forward(target, event, secret, io);
      if (values.json) io.out(JSON.stringify({ id: event.id, type: event.type, status, error }));
      else
        io.out(
          `${new Date().toISOString().slice(11, 19)}  --> ${event.type} [${event.id}]  <-- ${status ?? `failed: ${error}`}`,
        );
    }
  }
  if (!values.json) io.out("Stopped.");
  return 0;
}

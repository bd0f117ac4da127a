import { protocol, type PGlite } from "@electric-sql/pglite";

type Values = readonly (string | number | boolean | null)[];

const statements = new WeakMap<PGlite, Set<string>>();

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/**
 * The failures after which the statement is parsed again, once: "prepared statement does not
 * exist" (26000: the session lost it), and "cached plan must not change result type" (0A000:
 * a migration changed a table the statement reads under the running service).
 */
const REPARSE = new Set(["26000", "0A000"]);

/**
 * Runs a named statement on the embedded engine and returns how many rows it answered. The
 * statement is parsed once per engine (the wire protocol's Parse with a name, like a named
 * prepared statement of `pg`); each run is then one call into the engine with Bind, Execute
 * and Sync, where `PGlite.query` makes six (parse, describe, bind, describe, execute, sync)
 * and parses and plans the text every time. It takes PGlite's own locks, so it never runs
 * inside another caller's transaction, and it syncs to disk before it returns, as `query`
 * does outside a transaction. Values go as text; `text` casts every parameter itself.
 */
export async function runNamedStatement(
  client: PGlite,
  name: string,
  text: string,
  values: Values,
): Promise<number> {
  let known = statements.get(client);
  if (!known) statements.set(client, (known = new Set()));
  const parsed = known;
  const run = protocol.serialize.bind({
    statement: name,
    values: values.map((v) => (v === null ? null : String(v))),
  });
  // As every PGlite entry point does first: a closing or closed engine refuses cleanly.
  const once = async () => {
    await client._checkReady();
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        // Decided under the lock, and in a call of its own: a statement parsed stays parsed
        // even when the run after it fails.
        // Closed first: a statement whose plan went stale still holds its name (a Close of a
        // name that does not exist is no error).
        if (!parsed.has(name)) {
          await client.execProtocol(
            concat([
              protocol.serialize.close({ type: "S", name }),
              protocol.serialize.parse({ name, text, types: [] }),
              protocol.serialize.sync(),
            ]),
          );
          parsed.add(name);
        }
        return client.execProtocol(
          concat([run, protocol.serialize.execute({}), protocol.serialize.sync()]),
        );
      }),
    );
  };
  let result;
  try {
    result = await once();
  } catch (err) {
    if (!REPARSE.has((err as { code?: string }).code ?? "")) throw err;
    parsed.delete(name);
    result = await once();
  }
  return result.messages.filter((m) => m.name === "dataRow").length;
}

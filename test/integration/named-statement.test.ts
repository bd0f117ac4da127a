/**
 * Named statements on the embedded engine (`db/named-statement.ts`): parsed once, run with one
 * call each, never inside another caller's transaction.
 */
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runNamedStatement } from "../../src/server/db/named-statement";

let client: PGlite;
const INSERT =
  "INSERT INTO notes (id, body, at) SELECT $1::int, $2::text, $3::timestamptz RETURNING id";
const rows = async () =>
  (
    await client.query<{ id: number; body: string | null }>(
      "SELECT id, body FROM notes ORDER BY id",
    )
  ).rows;

beforeAll(async () => {
  client = await PGlite.create();
  await client.exec("CREATE TABLE notes (id int PRIMARY KEY, body text, at timestamptz)");
});
afterAll(async () => {
  if (!client.closed) await client.close();
});

describe("runNamedStatement", () => {
  it("runs with text values (null too) and answers how many rows came back", async () => {
    expect(
      await runNamedStatement(client, "add_note", INSERT, [1, "one", "2026-01-02T03:04:05.000Z"]),
    ).toBe(1);
    expect(await runNamedStatement(client, "add_note", INSERT, [2, null, null])).toBe(1);
    const none = "SELECT id FROM notes WHERE id = $1::int";
    expect(await runNamedStatement(client, "note_by_id", none, [99])).toBe(0);
    expect(await rows()).toEqual([
      { id: 1, body: "one" },
      { id: 2, body: null },
    ]);
  });

  it("reports a failure with its code, and runs again after it", async () => {
    await expect(
      runNamedStatement(client, "add_note", INSERT, [1, "again", null]),
    ).rejects.toMatchObject({
      code: "23505",
    });
    expect(await runNamedStatement(client, "add_note", INSERT, [3, "three", null])).toBe(1);
  });

  it("runs a new statement from several callers at once, and after its first run failed", async () => {
    const add = "INSERT INTO notes (id, body) SELECT $1::int, $2::text RETURNING id";
    const counts = await Promise.all(
      [20, 21, 22, 23].map((id) => runNamedStatement(client, "add_body", add, [id, "at once"])),
    );
    expect(counts).toEqual([1, 1, 1, 1]);
    const other = "INSERT INTO notes (id) SELECT $1::int RETURNING id";
    await expect(runNamedStatement(client, "add_id", other, [20])).rejects.toMatchObject({
      code: "23505",
    });
    expect(await runNamedStatement(client, "add_id", other, [24])).toBe(1);
  });

  it("parses the statement again when the session lost it", async () => {
    await client.exec("DEALLOCATE ALL");
    expect(await runNamedStatement(client, "add_note", INSERT, [4, "four", null])).toBe(1);
    expect((await rows()).map((r) => r.id)).toEqual([1, 2, 3, 4, 20, 21, 22, 23, 24]);
  });

  it("parses the statement again when a migration changed the table it reads", async () => {
    await client.exec("CREATE TABLE tags (id int PRIMARY KEY, label text)");
    await client.exec("INSERT INTO tags VALUES (1, 'one')");
    const all = "SELECT * FROM tags WHERE id >= $1::int";
    expect(await runNamedStatement(client, "all_tags", all, [0])).toBe(1);
    // A column added under the running service: the statement's result type changed (0A000).
    await client.exec("ALTER TABLE tags ADD COLUMN colour text");
    await client.exec("INSERT INTO tags VALUES (2, 'two', 'red')");
    expect(await runNamedStatement(client, "all_tags", all, [0])).toBe(2);
    expect(await runNamedStatement(client, "all_tags", all, [2])).toBe(1);
  });

  it("waits for another caller's transaction instead of joining it", async () => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let inside!: () => void;
    const started = new Promise<void>((r) => (inside = r));
    const tx = client.transaction(async (t) => {
      await t.query("INSERT INTO notes (id, body) VALUES (10, 'in the transaction')");
      inside();
      await held;
      throw new Error("roll back");
    });
    await started;
    const named = runNamedStatement(client, "add_note", INSERT, [11, "beside it", null]);
    release();
    await expect(tx).rejects.toThrow("roll back");
    expect(await named).toBe(1);
    const ids = (await rows()).map((r) => r.id);
    expect(ids).toContain(11);
    expect(ids).not.toContain(10);
  });

  // Last: it closes the engine (as the server's shutdown does while an order is in flight).
  it("refuses cleanly once the engine is closed, like PGlite's own calls", async () => {
    await client.close();
    await expect(client.query("SELECT 1")).rejects.toThrow(/closed/i);
    await expect(runNamedStatement(client, "add_note", INSERT, [7, "late", null])).rejects.toThrow(
      /closed/i,
    );
  });
});

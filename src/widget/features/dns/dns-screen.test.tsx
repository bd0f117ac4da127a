import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { descriptionOf, EVENT_ID, fakeApi, hostedDomain, sessionInfo } from "../../test/fake-api";
import { renderWidget } from "../../test/render-widget";

const rec = (id: string, extra: Record<string, unknown>) => ({
  id,
  domain: "example.com",
  type: "A",
  name: "@",
  content: "192.0.2.1",
  ttl: 3600,
  pending: false,
  ...extra,
});

function dnsApi() {
  const records = [rec("r1", {}), rec("r2", { type: "TXT", name: "@", content: "v=spf1 -all" })];
  const api = fakeApi()
    .reply("GET", /^\/session$/, 200, sessionInfo(["dns_manage"]))
    .reply("GET", /^\/domains$/, 200, { items: [hostedDomain("example.com")] })
    .on("GET", /^\/domains\/example\.com\/records$/, () => ({
      status: 200,
      body: { items: records },
    }))
    .on("POST", /^\/domains\/example\.com\/records$/, (req) => {
      const body = req.body as Record<string, unknown>;
      const created = rec(`r${records.length + 1}`, {
        ...body,
        ttl: Number(body.ttl),
        ...(body.priority !== undefined && { priority: Number(body.priority) }),
      });
      records.push(created);
      return { status: 201, body: { ...created, event_id: EVENT_ID } };
    })
    .on("DELETE", /^\/domains\/example\.com\/records\/(\w+)$/, (_r, m) => {
      records.splice(
        records.findIndex((r) => r.id === m[1]),
        1,
      );
      return { status: 200, body: { deleted: true, event_id: EVENT_ID } };
    })
    .reply("GET", /^\/domains\/example\.com\/nameservers$/, 200, {
      domain: "example.com",
      nameservers: ["ns1.registrar.test", "ns2.registrar.test"],
    });
  return { api, records };
}

describe("dns", () => {
  it("adds a record and checks the fields its type needs", async () => {
    const { api } = dnsApi();
    const user = userEvent.setup();
    const { emitted } = renderWidget();
    const table = await screen.findByRole("table");
    expect(within(table).getByText("v=spf1 -all")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Add record" }));
    await user.selectOptions(screen.getByLabelText("Type"), "MX");
    await user.type(screen.getByLabelText(/^Content/), "mx.example.net");
    await user.click(screen.getByRole("button", { name: "Save record" }));
    await waitFor(() =>
      expect(descriptionOf(screen.getByLabelText("Priority"))).toBe(
        "Enter a priority from 0 to 65535: MX records need one (lower is tried first).",
      ),
    );
    await user.clear(screen.getByLabelText("TTL (seconds)"));
    await user.type(screen.getByLabelText("TTL (seconds)"), "30");
    await user.type(screen.getByLabelText("Priority"), "10");
    await user.click(screen.getByRole("button", { name: "Save record" }));
    await waitFor(() =>
      expect(descriptionOf(screen.getByLabelText("TTL (seconds)"))).toBe(
        "Enter a TTL from 60 to 86400 seconds.",
      ),
    );
    await user.clear(screen.getByLabelText("TTL (seconds)"));
    await user.type(screen.getByLabelText("TTL (seconds)"), "300");
    await user.click(screen.getByRole("button", { name: "Save record" }));
    // A new MX set at @: resolvers that were told "none" keep that for the SOA minimum, 300 s.
    expect(
      await screen.findByText("Record saved. It reaches everyone within 5 minutes."),
    ).toBeTruthy();
    const post = api.requests.find((r) => r.method === "POST")!;
    expect(post.body).toEqual({
      type: "MX",
      name: "@",
      content: "mx.example.net",
      ttl: "300",
      priority: "10",
    });
    // A create carries an Idempotency-Key: a retry after a lost answer never adds it twice.
    expect(post.headers["Idempotency-Key"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(await within(screen.getByRole("table")).findByText(/mx\.example\.net/)).toBeTruthy();
    // The host's dns.changed carries the dns.changed webhook's id.
    expect(emitted.find((e) => e.type === "dns.changed")?.payload).toEqual({
      domain: "example.com",
      action: "created",
      record_id: "r3",
      event_id: EVENT_ID,
    });
  });

  it("deletes a record only after confirmation", async () => {
    const { api } = dnsApi();
    const user = userEvent.setup();
    renderWidget();
    const del = await screen.findByRole("button", { name: "Delete TXT @ v=spf1 -all" });
    await user.click(del);
    const dialog = screen.getByRole("alertdialog");
    expect(dialog.textContent).toContain("Delete the record TXT @ v=spf1 -all?");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(api.requests.some((r) => r.method === "DELETE")).toBe(false);
    await user.click(screen.getByRole("button", { name: "Delete TXT @ v=spf1 -all" }));
    await user.click(
      within(screen.getByRole("alertdialog")).getByRole("button", { name: "Delete" }),
    );
    expect(
      await screen.findByText("Record deleted. Everyone stops seeing it within about an hour."),
    ).toBeTruthy();
    await waitFor(() => expect(screen.queryByText("v=spf1 -all")).toBeNull());
    expect(api.requests.filter((r) => r.method === "DELETE").map((r) => r.path)).toEqual([
      "/domains/example.com/records/r2",
    ]);
  });

  it("a record already gone (404, e.g. a repeated DELETE after a lost answer) counts as deleted", async () => {
    const { api, records } = dnsApi();
    // The first DELETE deleted it but its answer never came: the repeat finds nothing.
    api.on("DELETE", /^\/domains\/example\.com\/records\/(\w+)$/, (_r, m) => {
      records.splice(
        records.findIndex((r) => r.id === m[1]),
        1,
      );
      return { status: 404, body: { detail: "DNS record not found" } };
    });
    const user = userEvent.setup();
    const { emitted } = renderWidget();
    await user.click(await screen.findByRole("button", { name: "Delete TXT @ v=spf1 -all" }));
    await user.click(
      within(screen.getByRole("alertdialog")).getByRole("button", { name: "Delete" }),
    );
    expect(
      await screen.findByText("Record deleted. Everyone stops seeing it within about an hour."),
    ).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
    await waitFor(() => expect(screen.queryByText("v=spf1 -all")).toBeNull());
    expect(emitted.find((e) => e.type === "dns.changed")?.payload).toMatchObject({
      action: "deleted",
      record_id: "r2",
      event_id: null,
    });
  });

  it("refuses fewer than two nameservers, saying how many it takes", async () => {
    const { api } = dnsApi();
    const user = userEvent.setup();
    renderWidget();
    await user.clear(await screen.findByLabelText("Nameserver 2"));
    await user.click(screen.getByRole("button", { name: "Save nameservers" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Enter at least 2 nameservers.");
    expect(api.requests.some((r) => r.method === "PUT")).toBe(false);
  });

  it("groups the records by type and says how long a change takes to reach everyone", async () => {
    dnsApi();
    renderWidget();
    const table = await screen.findByRole("table", { name: "Records" });
    const groups = within(table)
      .getAllByRole("rowheader")
      .map((h) => h.textContent);
    expect(groups).toEqual(["A (1 record)", "TXT (1 record)"]);
    expect(
      screen.getByText(
        "Our nameservers answer with a change at once. Resolvers that looked a name up before keep their answer until its TTL runs out, so a change here reaches everyone within about an hour.",
      ),
    ).toBeTruthy();
  });

  it("edits a record in its row: errors at the field, Cancel changes nothing, Save replaces it", async () => {
    const { api, records } = dnsApi();
    api.on("PUT", /^\/domains\/example\.com\/records\/(\w+)$/, (req, m) => {
      const body = req.body as Record<string, unknown>;
      const i = records.findIndex((r) => r.id === m[1]);
      records[i] = rec(m[1]!, { ...body, ttl: Number(body.ttl) });
      return { status: 200, body: { ...records[i], event_id: EVENT_ID } };
    });
    const user = userEvent.setup();
    renderWidget();
    await user.click(await screen.findByRole("button", { name: "Edit A @ 192.0.2.1" }));
    // The form is in the record's row, inside the A group.
    const form = screen.getByRole("form", { name: "Edit record" });
    expect(form.closest("tr")?.previousElementSibling?.textContent).toBe("A (1 record)");
    expect((within(form).getByLabelText(/^Content/) as HTMLInputElement).value).toBe("192.0.2.1");
    await user.click(within(form).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("form", { name: "Edit record" })).toBeNull();
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole("button", { name: "Edit A @ 192.0.2.1" }),
      ),
    );

    await user.click(screen.getByRole("button", { name: "Edit A @ 192.0.2.1" }));
    const edit = screen.getByRole("form", { name: "Edit record" });
    const content = within(edit).getByLabelText(/^Content/);
    await user.clear(content);
    await user.type(content, "192.0.2");
    await user.click(within(edit).getByRole("button", { name: "Save record" }));
    await waitFor(() => expect(content.getAttribute("aria-invalid")).toBe("true"));
    expect(descriptionOf(content)).toMatch(/IPv4/);
    expect(api.requests.some((r) => r.method === "PUT")).toBe(false);
    await user.type(content, ".9");
    await user.click(within(edit).getByRole("button", { name: "Save record" }));
    // The old A @ answer (TTL 3600) may be cached that long.
    expect(
      await screen.findByText("Record saved. It reaches everyone within about an hour."),
    ).toBeTruthy();
    expect(screen.queryByRole("form", { name: "Edit record" })).toBeNull();
    expect(
      await within(screen.getByRole("table")).findByRole("button", { name: "Edit A @ 192.0.2.9" }),
    ).toBeTruthy();
    const put = api.requests.find((r) => r.method === "PUT")!;
    expect(put.path).toBe("/domains/example.com/records/r1");
    expect(put.body).toMatchObject({ type: "A", name: "@", content: "192.0.2.9" });
  });
});

describe("dns: where the zone is served", () => {
  const DS = { key_tag: 2371, algorithm: 13, digest_type: 2, digest: "AB".repeat(32) };
  const zone = (over: Record<string, unknown> = {}) => ({
    domain: "example.com",
    provider: "powerdns",
    nameservers: ["ns1.engine.test", "ns2.engine.test"],
    delegated: true,
    serial: 3,
    applied_serial: 3,
    status: "applied",
    last_error: null,
    applied_at: "2026-11-21T12:00:00Z",
    drift_checked_at: null,
    dnssec: { status: "signed", ds_records: [DS], published: true },
    ...over,
  });

  it("shows the provider, its nameservers, the DS records with a copy button, published", async () => {
    const { api } = dnsApi();
    api.reply("GET", /^\/domains\/example\.com\/dns$/, 200, zone());
    renderWidget();
    const panel = await screen.findByRole("region", { name: "Where this zone is served" });
    expect(
      within(panel).getByText("Served by our PowerDNS servers on these nameservers:"),
    ).toBeTruthy();
    expect(within(panel).getByText("ns1.engine.test")).toBeTruthy();
    expect(within(panel).getByRole("note").textContent).toBe(
      "Records work only while the domain uses these nameservers. The domain uses these nameservers.",
    );
    expect(within(panel).getByText("Signed")).toBeTruthy();
    expect(within(panel).getByText("The registry publishes these DS records.")).toBeTruthy();
    const ds = within(panel).getByRole("table", { name: "DS records" });
    expect(within(ds).getByText("AB".repeat(32))).toBeTruthy();
    expect(within(ds).getByText("2371")).toBeTruthy();
    expect(
      within(ds).getByRole("button", { name: "Copy the DS record with key tag 2371" }),
    ).toBeTruthy();
  });

  it("says plainly when the domain is not delegated there, and marks records still publishing", async () => {
    const { api, records } = dnsApi();
    records[0] = { ...records[0]!, pending: true } as (typeof records)[number];
    let reads = 0;
    api.on("GET", /^\/domains\/example\.com\/dns$/, () => {
      reads++;
      return {
        status: 200,
        body: zone({
          delegated: false,
          status: "pending",
          applied_serial: 2,
          dnssec: { status: "signed", ds_records: [DS], published: false },
        }),
      };
    });
    renderWidget();
    const panel = await screen.findByRole("region", { name: "Where this zone is served" });
    expect(within(panel).getByRole("note").textContent).toBe(
      "Records work only while the domain uses these nameservers. Right now the domain uses other nameservers, so its records here are not answered: set the domain's nameservers below to the ones listed here.",
    );
    expect(within(panel).getByText("Publishing…")).toBeTruthy();
    expect(
      within(panel).getByText("The registry does not publish these DS records now."),
    ).toBeTruthy();
    const table = await screen.findByRole("table", { name: "Records" });
    const row = within(table).getByText("192.0.2.1").closest("tr")!;
    expect(within(row).getByText("Publishing…")).toBeTruthy();
    expect(reads).toBeGreaterThan(0);
  });
  it("confirms a delete in a row of its own below the record, with a destructive button", async () => {
    dnsApi();
    const user = userEvent.setup();
    renderWidget();
    const table = await screen.findByRole("table", { name: "Records" });
    const row = within(table).getByText("v=spf1 -all").closest("tr")!;
    await user.click(screen.getByRole("button", { name: "Delete TXT @ v=spf1 -all" }));
    const dialog = screen.getByRole("alertdialog");
    // The record's row keeps its five cells; the question spans the next row, not a cell.
    expect(row.cells).toHaveLength(5);
    expect(row.contains(dialog)).toBe(false);
    const confirmRow = row.nextElementSibling as HTMLTableRowElement;
    expect(confirmRow.contains(dialog)).toBe(true);
    expect(confirmRow.cells).toHaveLength(1);
    expect(confirmRow.cells[0]!.colSpan).toBe(5);
    expect(within(dialog).getByRole("button", { name: "Delete" }).className).toBe(
      "rw-button-danger",
    );
  });

  it("explains why a CNAME cannot sit at @ when the service refuses it", async () => {
    const { api } = dnsApi();
    api.reply("POST", /^\/domains\/example\.com\/records$/, 422, {
      detail: [
        {
          type: "value_error",
          loc: ["body", "name"],
          msg: "Value error, a CNAME record cannot be at the apex (@), which holds SOA and NS; use A/AAAA there",
          input: "@",
          ctx: { error: "a CNAME record cannot be at the apex (@)" },
        },
      ],
    });
    const user = userEvent.setup();
    renderWidget();
    await user.click(await screen.findByRole("button", { name: "Add record" }));
    const form = screen.getByRole("form", { name: "New record" });
    await user.selectOptions(within(form).getByLabelText("Type"), "CNAME");
    await user.type(within(form).getByLabelText(/^Content/), "target.example.net");
    await user.click(within(form).getByRole("button", { name: "Save record" }));
    await waitFor(() =>
      expect(descriptionOf(within(form).getByLabelText(/^Name/))).toContain(
        "A CNAME cannot be at the domain itself (@)",
      ),
    );
  });
});

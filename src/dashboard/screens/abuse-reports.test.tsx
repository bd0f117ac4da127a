import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { signedInService } from "../test/fake-fetch";
import { renderDashboard, signIn } from "../test/render";

afterEach(cleanup);

const report = (n: number, extra: Record<string, unknown> = {}) => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  domain: `acme-${n}.com`,
  livemode: false,
  category: "phishing",
  description: `Report ${n}`,
  reporter_email: `r${n}@cert.example`,
  reporter_name: null,
  law_enforcement: false,
  review_by: null,
  received_at: `2026-11-2${n}T12:00:00Z`,
  ...extra,
});

describe("abuse reports", () => {
  it("lists the organization's reports, law enforcement's with its review deadline, page by page", async () => {
    const service = signedInService()
      .reply("GET", /^\/api\/v1\/abuse-reports\?limit=50&cursor=next$/, 200, {
        items: [report(1)],
        next_cursor: null,
      })
      .reply("GET", /^\/api\/v1\/abuse-reports\?limit=50$/, 200, {
        items: [
          report(3, {
            law_enforcement: true,
            reporter_name: "Federal Police",
            review_by: "2020-01-02T12:00:00Z",
          }),
          report(2),
        ],
        next_cursor: "next",
      });
    const { user } = renderDashboard(service, "/dashboard/abuse-reports");
    await signIn(user);
    const table = await screen.findByRole("table", { name: "Abuse reports, newest first" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((r) => within(r).getByRole("link").textContent)).toEqual([
      "acme-3.com",
      "acme-2.com",
    ]);
    expect(within(rows[0]!).getByText("Law enforcement")).toBeTruthy();
    expect(within(rows[0]!).getByText("Review overdue")).toBeTruthy();
    expect(within(rows[1]!).queryByText("Law enforcement")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Next page" }));
    expect(await screen.findByRole("link", { name: "acme-1.com" })).toBeTruthy();
  });
});

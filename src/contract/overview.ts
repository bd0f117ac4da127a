import { z } from "zod";

const count = (description: string) => z.int().min(0).meta({ description });
const day = (description: string) => z.string().meta({ description, example: "2026-11-28" });

/** What needs attention now, counted in the caller's organization and mode. */
export const Overview = z
  .object({
    at: z.string().meta({ description: "When it was counted", example: "2026-11-28T09:30:00Z" }),
    orders: z.object({
      awaiting_payment: count("Orders in `pending` (waiting for their payment)"),
      failed_today: count("Orders that failed since the start of the day (UTC)"),
      refunded_today: count("Orders refunded since the start of the day (UTC)"),
    }),
    domains: z.object({
      expiring_soon: count(
        "Domains expiring from the start of today (UTC) to the end of the 30th day after it",
      ),
      expires_after: day("The domains list's `expires_after` giving those domains"),
      expires_before: day("The domains list's `expires_before` giving those domains"),
    }),
    webhooks: z.object({
      endpoints_failing: count(
        "Enabled endpoints with a delivery in the last 24 hours that failed or is being retried",
      ),
      endpoints_disabled: count("Endpoints that are disabled"),
    }),
    abuse_reports: z.object({
      received_last_7_days: count("Reports received in the last 7 days"),
      law_enforcement_due: count(
        "Law enforcement's reports of the last 7 days whose 24-hour review-by is past or within 6 hours",
      ),
    }),
  })
  .meta({ id: "Overview" });
export type Overview = z.infer<typeof Overview>;

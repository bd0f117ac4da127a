import { z } from "zod";
import { pyBool } from "./pydantic/py-bool";
import { pyEmail } from "./pydantic/py-email";
import { pyLiteral } from "./pydantic/py-literal";
import { pyObject } from "./pydantic/py-object";
import { pyStr } from "./pydantic/py-str";

const instant = (description: string) => z.iso.datetime({ offset: true }).meta({ description });

/** What the abuse is (the usual DNS-abuse categories, and other). */
export const ABUSE_CATEGORIES = [
  "phishing",
  "malware",
  "botnet",
  "pharming",
  "spam",
  "fraud",
  "other",
] as const;

/** A report of abuse of a domain (public: anyone may send one). */
export const AbuseReportRequest = pyObject({
  domain: pyStr({ min: 3, max: 253 }),
  category: pyLiteral(ABUSE_CATEGORIES),
  description: pyStr({ min: 1, max: 5000 }),
  reporter_email: pyEmail(),
  reporter_name: pyStr({ max: 200 }).nullable().optional(),
  law_enforcement: pyBool().default(false),
}).meta({ id: "AbuseReportRequest" });
export type AbuseReportRequest = z.infer<typeof AbuseReportRequest>;

/** The receipt given at once. */
export const AbuseReportReceipt = z
  .object({
    id: z.uuid().meta({ description: "The report's id: quote it in any follow-up" }),
    domain: z.string(),
    received_at: instant("When the report was recorded"),
    law_enforcement: z.boolean(),
    review_by: instant(
      "A law-enforcement report's review deadline (24 hours, RAA 3.18.2); null otherwise",
    ).nullable(),
  })
  .meta({ id: "AbuseReportReceipt" });
export type AbuseReportReceipt = z.infer<typeof AbuseReportReceipt>;

/** A report as the owning organization sees it. */
export const AbuseReport = AbuseReportReceipt.extend({
  livemode: z.boolean(),
  category: z.enum(ABUSE_CATEGORIES),
  description: z.string(),
  reporter_email: z.string(),
  reporter_name: z.string().nullable(),
}).meta({ id: "AbuseReport" });
export type AbuseReport = z.infer<typeof AbuseReport>;

export const AbuseReportList = z
  .object({
    items: z.array(AbuseReport),
    next_cursor: z
      .string()
      .nullable()
      .meta({ description: "Pass as `cursor` for the next page; null on the last page" }),
  })
  .meta({ id: "AbuseReportList" });

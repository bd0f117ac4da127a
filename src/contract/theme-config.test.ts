import { describe, expect, it } from "vitest";
import { HostedSessionRequest } from "./hosted-session-request";
import { OrganizationSettingsUpdate } from "./dashboard";
import { bodyData, bodyErrors } from "../../test/helpers/contract-fixtures";

/** The theme fields beyond the spec's three: color_scheme, radius, font_family. */

const base = { allowed_actions: ["domain_search"], external_account_id: "acct_1" };
const withTheme = (theme_config: Record<string, unknown>) => ({ ...base, theme_config });

const literal = (field: string, input: unknown, expected: string) => ({
  type: "literal_error",
  loc: ["body", "theme_config", field],
  msg: `Input should be ${expected}`,
  input,
  ctx: { expected },
});

describe("theme_config: color_scheme, radius, font_family", () => {
  it("accepts each value of the lists and a radius within 0..24 (pydantic's lax integers)", () => {
    for (const color_scheme of ["light", "dark", "auto"]) {
      expect(bodyData(HostedSessionRequest, withTheme({ color_scheme })).theme_config).toEqual({
        color_scheme,
      });
    }
    for (const font_family of ["system", "humanist", "geometric", "serif", "rounded", "mono"]) {
      expect(bodyErrors(HostedSessionRequest, withTheme({ font_family }))).toEqual([]);
    }
    expect(bodyData(HostedSessionRequest, withTheme({ radius: 0 })).theme_config).toEqual({
      radius: 0,
    });
    expect(bodyData(HostedSessionRequest, withTheme({ radius: "24" })).theme_config).toEqual({
      radius: 24,
    });
    expect(
      bodyData(HostedSessionRequest, withTheme({ color_scheme: null, radius: null })).theme_config,
    ).toEqual({ color_scheme: null, radius: null });
  });

  it("refuses other values with pydantic's items, every failing field listed", () => {
    expect(
      bodyErrors(
        HostedSessionRequest,
        withTheme({ color_scheme: "Dark", radius: 25, font_family: "Comic Sans MS" }),
      ),
    ).toEqual([
      literal("color_scheme", "Dark", "'light', 'dark' or 'auto'"),
      {
        type: "less_than_equal",
        loc: ["body", "theme_config", "radius"],
        msg: "Input should be less than or equal to 24",
        input: 25,
        ctx: { le: 24 },
      },
      literal(
        "font_family",
        "Comic Sans MS",
        "'system', 'humanist', 'geometric', 'serif', 'rounded' or 'mono'",
      ),
    ]);
    expect(bodyErrors(HostedSessionRequest, withTheme({ radius: -1 }))).toEqual([
      {
        type: "greater_than_equal",
        loc: ["body", "theme_config", "radius"],
        msg: "Input should be greater than or equal to 0",
        input: -1,
        ctx: { ge: 0 },
      },
    ]);
    expect(bodyErrors(HostedSessionRequest, withTheme({ radius: 4.5 }))).toEqual([
      {
        type: "int_from_float",
        loc: ["body", "theme_config", "radius"],
        msg: "Input should be a valid integer, got a number with a fractional part",
        input: 4.5,
      },
    ]);
  });

  it("the organization's default theme takes the same fields and refuses the same values", () => {
    expect(
      bodyData(OrganizationSettingsUpdate, {
        default_theme: { color_scheme: "dark", radius: 12, font_family: "serif" },
      }).default_theme,
    ).toEqual({ color_scheme: "dark", radius: 12, font_family: "serif" });
    expect(
      bodyErrors(OrganizationSettingsUpdate, { default_theme: { color_scheme: 1 } }),
    ).toMatchObject([{ type: "literal_error", loc: ["body", "default_theme", "color_scheme"] }]);
  });
});

import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { ENGLISH } from "../../lib/i18n/catalogs";
import { activateLocale, loadEveryText } from "../../lib/i18n/i18n";
import { PhoneField } from "./phone-field";

beforeAll(async () => {
  await loadEveryText();
  await activateLocale(ENGLISH);
});
afterEach(() => {
  cleanup();
  document.documentElement.dir = "";
});

/** The direction an element is laid out in: its nearest `dir` (as the browser resolves it). */
const directionOf = (el: Element) => el.closest("[dir]")?.getAttribute("dir");

describe("phone field in a right-to-left page", () => {
  it("reads the country code first, then the number, left to right", () => {
    document.documentElement.dir = "rtl";
    // The pseudo-locale ar-XB: English texts laid out right to left.
    render(
      <PhoneField
        countries={[{ code: "DE", name: "Germany" }]}
        country="DE"
        value="+49.30123456"
        onChange={() => {}}
        onBlur={() => {}}
      />,
    );
    const code = screen.getByRole("combobox");
    const number = screen.getByRole("textbox");
    expect(code.compareDocumentPosition(number) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(directionOf(code)).toBe("ltr");
    expect(directionOf(number)).toBe("ltr");
  });
});

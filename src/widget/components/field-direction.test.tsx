import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Field } from "./field";

afterEach(cleanup);

describe("a field's hint and error in a right-to-left page", () => {
  it("take their direction from their own text, so a full stop stays at the sentence's end", () => {
    document.documentElement.dir = "rtl";
    try {
      render(
        <Field label="Last name" hint="As on your ID." error="Enter your last name.">
          <input />
        </Field>,
      );
      // The browser lays out `dir="auto"` by the first strong letter: English reads left to right.
      expect(screen.getByText("Enter your last name.").getAttribute("dir")).toBe("auto");
      expect(screen.getByText("As on your ID.").getAttribute("dir")).toBe("auto");
    } finally {
      document.documentElement.removeAttribute("dir");
    }
  });
});

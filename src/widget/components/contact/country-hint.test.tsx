import { cleanup, render, screen } from "@testing-library/react";
import { useForm } from "react-hook-form";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ENGLISH } from "../../lib/i18n/catalogs";
import { activateLocale, loadEveryText } from "../../lib/i18n/i18n";
import { descriptionOf } from "../../test/fake-api";
import {
  defaultOrderValues,
  orderResolver,
  type OrderFormValues,
} from "../../features/purchase/order/order-form";
import { ContactStep } from "./contact-step";

beforeAll(async () => {
  await loadEveryText();
  await activateLocale(ENGLISH);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Harness() {
  const form = useForm<OrderFormValues>({
    defaultValues: defaultOrderValues("example.com"),
    resolver: orderResolver,
  });
  return <ContactStep form={form} />;
}

/** A screen whose primary pointer is `pointer` (what `(pointer: coarse)` answers). */
function pointer(kind: "coarse" | "fine") {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: query === "(pointer: coarse)" && kind === "coarse",
    media: query,
  }));
}

describe("contact step: the country's hint", () => {
  it("tells a touch screen to tap, not to use arrow keys and Enter", () => {
    pointer("coarse");
    render(<Harness />);
    const hint = descriptionOf(screen.getByRole("combobox", { name: "Country" }));
    expect(hint).toBe("Type to search, then tap a country");
  });

  it("tells a mouse and keyboard user about the arrow keys", () => {
    pointer("fine");
    render(<Harness />);
    const hint = descriptionOf(screen.getByRole("combobox", { name: "Country" }));
    expect(hint).toBe("Type to search, then choose with the arrow keys and Enter");
  });
});

import { describe, expect, it } from "vitest";
import { renderToString } from "react-dom/server";
import { App } from "./app";

describe("App", () => {
  it("renders a heading a person can see", () => {
    expect(renderToString(<App />)).toContain("<h1>Domains</h1>");
  });
});

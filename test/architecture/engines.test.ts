import { readFileSync } from "node:fs";
import { join } from "node:path";
import semver from "semver";
import { describe, expect, it } from "vitest";
import { ROOT } from "./import-graph";

/**
 * `npm ci` warns (EBADENGINE) when an installed package asks for a newer Node than the service
 * says it runs on: every locked package's `engines.node` admits the oldest Node that the root
 * `engines.node` allows.
 */
type Lock = { packages: Record<string, { engines?: { node?: string } | string[] }> };

const read = (file: string) => JSON.parse(readFileSync(join(ROOT, file), "utf8")) as unknown;

describe("engines", () => {
  it("every installed package runs on the oldest Node the service supports", () => {
    const root = read("package.json") as { engines: { node: string } };
    const oldest = semver.minVersion(root.engines.node);
    expect(oldest).not.toBeNull();
    const lock = read("package-lock.json") as Lock;
    const refusing = Object.entries(lock.packages)
      .filter(([name]) => name !== "")
      .flatMap(([name, meta]) => {
        const wanted = Array.isArray(meta.engines) ? undefined : meta.engines?.node;
        return wanted && !semver.satisfies(oldest!, wanted) ? [`${name}: node ${wanted}`] : [];
      });
    expect(refusing).toEqual([]);
  });
});

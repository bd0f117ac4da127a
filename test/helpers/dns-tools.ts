import { execFile } from "node:child_process";
import { existsSync } from "node:fs";

const TOOLS = {
  dig: { bin: "/usr/bin/dig", pkg: "bind9-dnsutils" },
  kdig: { bin: "/usr/bin/kdig", pkg: "knot-dnsutils" },
} as const;

/**
 * Runs a DNS client (`dig`, `kdig`) without blocking the event loop (the server under test
 * answers in this process): its stdout and stderr together, whatever its exit status. Fails,
 * naming the Debian package, when the tool is missing.
 */
function runDnsTool(tool: keyof typeof TOOLS, args: string[]): Promise<string> {
  const { bin, pkg } = TOOLS[tool];
  if (!existsSync(bin))
    throw new Error(
      `${bin} is missing: install the Debian package ${pkg} (apt-get install ${pkg})`,
    );
  return new Promise((resolve) => {
    execFile(bin, args, { timeout: 20_000 }, (_err, stdout, stderr) =>
      resolve(`${stdout}${stderr}`),
    );
  });
}

export const dig = (args: string[]) => runDnsTool("dig", args);
export const kdig = (args: string[]) => runDnsTool("kdig", args);

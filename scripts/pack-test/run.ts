/**
 * The pack-and-install test (`npm run test:packages`, a step of .ci/run): packs every package of
 * the workspace with `npm pack`, installs the tarballs into a new project in the system's temp
 * folder (not this workspace; npm's cache first, `--prefer-offline`), and there, as a partner
 * would: type-checks a file using every public API with `strict` (and compiles the scripts), again
 * in a project on React 18 (the peer range's lower end),
 * server-renders <RegistrarWidget url=…/> with react-dom/server in plain Node (ssr.mjs), renders it in jsdom, and runs the node client against this service started on
 * 127.0.0.1 with its own data (availability, a purchase, a hosted session, pagination, and the
 * verification of a real webhook delivery), and the CLI against it (login, sessions create, and
 * `listen` forwarding what `trigger` makes, verified). Prints `N passed, N failed`; exits 1 on a failure.
 */
import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { freePort, startService } from "../../test/helpers/processes";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const CONSUMER = fileURLToPath(new URL("./consumer", import.meta.url));
const root = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const pin = (name: string) => {
  const v = root.dependencies[name] ?? root.devDependencies[name];
  if (!v) throw new Error(`${name} is not a dependency of the workspace`);
  return v;
};

const work = mkdtempSync(join(tmpdir(), "registrar-pack-test-"));
const npm = (args: string[], cwd: string) =>
  execFileSync("npm", args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] });
const results: { name: string; ok: boolean; detail: string }[] = [];
async function step(name: string, run: () => string | Promise<string>) {
  const started = Date.now();
  try {
    const detail = (await run()).trim();
    results.push({ name, ok: true, detail });
    console.log(`ok   ${name} (${Date.now() - started} ms) ${detail.slice(0, 300)}`);
  } catch (err) {
    const e = err as Error & { stdout?: string; stderr?: string };
    const detail = [e.message, e.stdout].filter(Boolean).join("\n");
    results.push({ name, ok: false, detail });
    console.error(`FAIL ${name}\n${detail}`);
  }
}

let service: Awaited<ReturnType<typeof startService>> | undefined;
try {
  const tarballs = join(work, "tarballs");
  mkdirSync(tarballs);
  const packed: Record<string, string> = {};
  await step("npm pack every workspace package", () => {
    const out = npm(["pack", "--workspaces", "--pack-destination", tarballs, "--json"], ROOT);
    const list = JSON.parse(out.slice(out.indexOf("["))) as { name: string; filename: string }[];
    for (const p of list) packed[p.name] = `file:${join(tarballs, p.filename)}`;
    const names = Object.keys(packed).sort();
    if (names.join() !== "@registrar/cli,@registrar/embed,@registrar/node,@registrar/react")
      throw new Error(`packed ${names.join()}`);
    return names.join(", ");
  });

  /** A partner's project with the tarballs, a React version and its types, and a strict tsc. */
  const partnerProject = (name: string, react: { react: string; types: string; dom: string }) => {
    const dir = join(work, name);
    cpSync(CONSUMER, dir, { recursive: true });
    writeFileSync(
      join(dir, "package.json"),
      JSON.stringify(
        {
          name,
          private: true,
          type: "module",
          dependencies: { ...packed, react: react.react, "react-dom": react.react },
          devDependencies: {
            typescript: pin("typescript"),
            "@types/react": react.types,
            "@types/react-dom": react.dom,
            "@types/node": pin("@types/node"),
            jsdom: pin("jsdom"),
          },
          // The packages' dependencies on each other (react on embed, cli on node): the
          // tarballs, never a registry copy.
          overrides: {
            "@registrar/embed": packed["@registrar/embed"],
            "@registrar/node": packed["@registrar/node"],
          },
        },
        null,
        2,
      ),
    );
    return dir;
  };
  const install = (dir: string) =>
    npm(["install", "--prefer-offline", "--no-audit", "--no-fund", "--ignore-scripts"], dir);
  const typeCheck = (dir: string) =>
    execFileSync(join(dir, "node_modules/.bin/tsc"), ["-p", "."], { cwd: dir, encoding: "utf8" });

  const app = partnerProject("partner-app", {
    react: pin("react"),
    types: pin("@types/react"),
    dom: pin("@types/react-dom"),
  });
  await step("install the tarballs into a fresh project outside the workspace", () => install(app));
  await step(
    "strict type check of every public API (tsc, NodeNext, exactOptionalPropertyTypes)",
    () => typeCheck(app),
  );
  // The peer range says React 18 too: the same file must type-check against React 18's types.
  const app18 = partnerProject("partner-app-react18", {
    react: "^18.3.1",
    types: "^18.3.0",
    dom: "^18.3.0",
  });
  await step("the same strict type check in a project on React 18 (@types/react 18)", () => {
    install(app18);
    return typeCheck(app18);
  });

  const dataDir = join(work, "service-data");
  const port = await freePort();
  service = await startService(
    {
      PORT: String(port),
      HOST: "127.0.0.1",
      DNS_PORT: String(await freePort()),
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      WEBHOOK_ALLOW_LOOPBACK: "true",
      WEBHOOK_WORKER_INTERVAL_MS: "100",
      ORDER_WORKER_INTERVAL_MS: "200",
    },
    120_000,
  );
  const apiKey = /(rk_[A-Za-z0-9_-]+)/.exec(service.output())?.[1];
  if (!apiKey) throw new Error(`no API key in the service's banner:\n${service.output()}`);
  let embedUrl = "";
  await step("the node client against the running service, with a real webhook delivery", () => {
    const out = execFileSync(
      process.execPath,
      ["out/client.js", `http://127.0.0.1:${port}`, apiKey],
      { cwd: app, encoding: "utf8" },
    );
    embedUrl = (JSON.parse(out) as { embed_url: string }).embed_url;
    return out;
  });
  await step("<RegistrarWidget url=…/> server-renders (react-dom/server, no browser globals)", () =>
    execFileSync(process.execPath, ["ssr.mjs", embedUrl || `http://127.0.0.1:${port}/embed/x`], {
      cwd: app,
      encoding: "utf8",
    }),
  );
  await step("<RegistrarWidget/> renders the session's iframe in jsdom", () =>
    execFileSync(process.execPath, ["render.mjs", embedUrl || `http://127.0.0.1:${port}/embed/x`], {
      cwd: app,
      encoding: "utf8",
    }),
  );
  await step("the CLI: login, sessions create, and listen forwarding what trigger makes", () =>
    execFileSync(process.execPath, ["out/cli.js", `http://127.0.0.1:${port}`, apiKey], {
      cwd: app,
      encoding: "utf8",
    }),
  );
} finally {
  await service?.stop();
  if (process.env.KEEP_PACK_TEST) console.log(`kept ${work}`);
  else rmSync(work, { recursive: true, force: true });
}

const failed = results.filter((r) => !r.ok).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
if (failed > 0 || results.length < 8) process.exit(1);

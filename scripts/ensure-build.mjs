// Builds the widget before `npm start` when dist/ is missing or older than its sources.
import { execSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

function newest(dir) {
  let t = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, entry.name);
    t = Math.max(t, entry.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
}

// The dashboard is built last, so its page is the newest output when the build is complete.
const markers = ["dist/widget/index.html", "dist/dashboard/index.html"];
const sources = ["src/widget", "packages/embed/src", "src/contract", "src/dashboard"].filter(
  existsSync,
);
const oldest = () => Math.min(...markers.map((m) => statSync(m).mtimeMs));
const stale = !markers.every(existsSync) || sources.some((d) => newest(d) > oldest());
// What `npm start` serves (dist/widget, dist/embed, dist/dashboard); the workspace packages'
// builds (`npm run build`) are for publishing them, not for the service.
const parts = [
  ["the widget", "vite.config.ts"],
  ["the embed script", "vite.embed.config.ts"],
  ["the dashboard", "vite.dashboard.config.ts"],
];
if (stale) {
  const all = Date.now();
  for (const [name, config] of parts) {
    const started = Date.now();
    console.log(`Building ${name}…`);
    execSync(`npx vite build --logLevel warn -c ${config}`, { stdio: "inherit" });
    console.log(`Built ${name} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  console.log(`Build done in ${((Date.now() - all) / 1000).toFixed(1)} s`);
}

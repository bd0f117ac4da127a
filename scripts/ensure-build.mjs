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

const marker = "dist/widget/index.html";
const sources = ["src/widget", "src/embed", "src/contract"].filter(existsSync);
const stale = !existsSync(marker) || sources.some((d) => newest(d) > statSync(marker).mtimeMs);
if (stale) {
  console.log("Building the widget…");
  execSync("npm run --silent build", { stdio: "inherit" });
}

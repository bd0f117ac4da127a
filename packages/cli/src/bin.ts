#!/usr/bin/env node
import { run } from "./main.js";

// The first Ctrl-C ends `listen` cleanly; a second one (the handler is gone) kills at once.
const stop = new AbortController();
process.once("SIGINT", () => stop.abort());
process.once("SIGTERM", () => stop.abort());

process.exitCode = await run(process.argv.slice(2), {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
  env: process.env,
  signal: stop.signal,
});

// Fails with a clear message when a required environment variable is missing.
const missing = process.argv.slice(2).filter((name) => !process.env[name]);
if (missing.length) {
  console.error(`Set ${missing.join(", ")} first (see docs/api.md: "Running against PostgreSQL").`);
  process.exit(2);
}

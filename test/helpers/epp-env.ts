/**
 * A configuration naming a real registry (`REGISTRAR=epp`) whose files do not exist: for tests
 * of what the configuration alone decides (live mode exists, the sandbox card's reach); nothing
 * connects to it (`createApp` takes its registrars from the test).
 */
export const EPP_ENV = {
  REGISTRAR: "epp",
  EPP_HOST: "epp.registry.test",
  EPP_CLIENT_ID: "registrar1",
  EPP_PASSWORD_FILE: "/nonexistent/password",
  EPP_CERT: "/nonexistent/cert.pem",
  EPP_KEY: "/nonexistent/key.pem",
  EPP_SUFFIXES: "com",
};

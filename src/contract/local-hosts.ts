/**
 * The host names (as `URL.hostname` gives them) that mean this machine: http is fine there
 * (logo URLs, allowed origins), and webhooks may reach them only when `WEBHOOK_ALLOW_LOOPBACK`
 * says so.
 */
export const LOCAL_HOSTS: ReadonlySet<string> = new Set(["localhost", "127.0.0.1", "[::1]"]);

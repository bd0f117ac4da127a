import { rmSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { freePort, preparedDataDir, startService } from "../helpers/processes";

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe("npm start and the dashboard", { timeout: 240_000 }, () => {
  it("prints the dashboard URL and, on first start only, a demo admin who can sign in", async () => {
    const dataDir = preparedDataDir();
    dirs.push(dataDir);
    const port = await freePort();
    const env = { DATA_DIR: dataDir, PORT: String(port), HOST: "127.0.0.1" };
    const base = `http://127.0.0.1:${port}`;
    let service = await startService(env);
    let email: string;
    let password: string;
    try {
      const out = service.output();
      expect(out).toContain(`Dashboard:    ${base}/dashboard`);
      const m =
        /Dashboard admin, shown only this once.*\n\s+email:\s+(\S+)\n\s+password:\s+(\S+)/.exec(
          out,
        );
      expect(m).not.toBeNull();
      [, email, password] = m as unknown as [string, string, string];
      // The API key is still the first secret of the banner (scripts read it that way).
      expect(/shown only this once:\n\s+(rk_\S+)/.exec(out)).not.toBeNull();

      const res = await fetch(`${base}/api/v1/auth/token`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ username: email, password }),
      });
      expect(res.status).toBe(200);
      const { access_token } = (await res.json()) as { access_token: string };
      const me = await fetch(`${base}/api/v1/users/me`, {
        headers: { authorization: `Bearer ${access_token}` },
      });
      expect(await me.json()).toMatchObject({ email, role: "admin" });

      const page = await fetch(`${base}/dashboard/orders?status=pending`);
      expect(page.status).toBe(200);
      const csp = page.headers.get("content-security-policy") ?? "";
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("connect-src 'self'");
    } finally {
      await service.stop();
    }
    service = await startService(env);
    try {
      expect(service.output()).not.toContain("Dashboard admin");
      expect(service.output()).not.toContain(password);
    } finally {
      await service.stop();
    }
  });
});

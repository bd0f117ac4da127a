import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { freePort, startService } from "../test/helpers/processes";
import { newMember } from "./dashboard-support";

/**
 * A passkey as a user meets it, with Chromium's virtual authenticator (CDP): added on the
 * account screen, then the sign-in with the password and the passkey. Browsers refuse an IP
 * address as the relying party id, so this spec runs a service of its own whose public URL is
 * http://localhost:… (the shared one is on 127.0.0.1, and other specs use localhost as a
 * foreign origin).
 */

let service: Awaited<ReturnType<typeof startService>>;
let base: string;
let admin: { email: string; password: string };
let dataDir: string;

test.beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "registrar-e2e-passkeys-"));
  const [port, dnsPort] = [await freePort(), await freePort()];
  base = `http://localhost:${port}`;
  service = await startService(
    {
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: base,
      DNS_PORT: String(dnsPort),
      DATA_DIR: dataDir,
      RATE_LIMIT_PER_MINUTE: "100000",
      RATE_LIMIT_BURST: "10000",
      DEMO_ENABLED: "true",
    },
    120_000,
  );
  const found = /email:\s+(\S+)\n\s+password:\s+(\S+)/.exec(service.output());
  if (!found) throw new Error(`no demo admin in the service's banner:\n${service.output()}`);
  admin = { email: found[1]!, password: found[2]! };
});

test.afterAll(async () => {
  await service?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

test("a user adds a passkey and signs in with the password and then the passkey", async ({
  browser,
  request,
}) => {
  const { email, initial_password } = await newMember(request, "passkey", { base, ...admin });

  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });

  await page.goto(`${base}/dashboard/account`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(initial_password);
  await page.getByRole("button", { name: "Sign in" }).click();
  const add = page.getByRole("form", { name: "Add a passkey" });
  await add.getByLabel("Passkey name").fill("Virtual key");
  await add.getByRole("button", { name: "Add a passkey" }).click();
  await expect(page.getByText("Passkey “Virtual key” added.")).toBeVisible();
  await expect(page.getByRole("list", { name: "Passkeys" }).getByRole("listitem")).toHaveCount(1);

  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(initial_password);
  await page.getByRole("button", { name: "Sign in" }).click();
  const step = page.getByRole("group", { name: "Second factor" });
  await step.getByRole("button", { name: "Use a passkey" }).click();
  await expect(page.getByRole("button", { name: "Sign out", exact: true })).toBeVisible();
  await context.close();
});

import type { Schema } from "@registrar/node";
import { api, must } from "./api.js";
import { list, parse, type Io } from "./args.js";
import { configPath, readConfig, resolveCredentials } from "./config.js";
import { UsageError } from "./errors.js";

const SESSIONS_HELP = `Usage: registrar sessions create [options]

Mints a hosted session (POST /api/v1/hosted/sessions) and prints its hosted URL (a full page)
and its embed URL (for <RegistrarWidget url=…/> or the loader).

Options:
  --actions a,b               allowed actions, of domain_search, domain_purchase, dns_manage,
                              renew (default: domain_search,domain_purchase)
  --external-account-id ID    your user's account id (default: cli_test)
  --allowed-origins o1,o2     origins that may embed it (default: the organization's list)
  --locale TAG                the widget's language, e.g. de-AT (default: the browser's)
  --api-key, --api-base       instead of the stored login (see registrar login --help)
  --json                      print the whole session as JSON`;

type Action = Schema<"HostedSessionRequest">["allowed_actions"][number];

export async function sessions(argv: string[], io: Io): Promise<number> {
  const { values, positionals } = parse(
    argv,
    {
      actions: { type: "string" },
      "external-account-id": { type: "string" },
      "allowed-origins": { type: "string" },
      locale: { type: "string" },
    },
    1,
  );
  if (values.help) {
    io.out(SESSIONS_HELP);
    return 0;
  }
  if (positionals[0] !== "create")
    throw new UsageError(
      positionals[0]
        ? `unknown sessions command: ${positionals[0]} (there is: create)`
        : "sessions needs a command: create",
    );
  const { client, base } = api(
    resolveCredentials(values, io.env, readConfig(configPath(io.env))),
    io.fetch,
  );
  const origins = list(values["allowed-origins"]);
  const session = await must(
    base,
    "creating the session",
    client.POST("/api/v1/hosted/sessions", {
      body: {
        // The service checks the names (422 with the list it accepts).
        allowed_actions: list(values.actions ?? "domain_search,domain_purchase") as Action[],
        external_account_id: values["external-account-id"] ?? "cli_test",
        ...(origins.length > 0 && { allowed_origins: origins }),
        ...(values.locale && { locale: values.locale }),
      },
    }),
  );
  if (values.json) io.out(JSON.stringify(session));
  else {
    io.out(`hosted_url  ${session.hosted_url}`);
    io.out(`embed_url   ${session.embed_url}`);
    io.out(`session     ${session.session_id}, expires ${session.expires_at}`);
  }
  return 0;
}

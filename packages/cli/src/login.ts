import { api, must } from "./api.js";
import { parse, type Io } from "./args.js";
import {
  checkApiBase,
  configPath,
  DEFAULT_API_BASE,
  maskKey,
  readConfig,
  writeConfig,
} from "./config.js";
import { UsageError } from "./errors.js";

const LOGIN_HELP = `Usage: registrar login --api-key rk_… [--api-base URL] [--json]

Checks the API key against the service (GET /api/v1/organization), says which organization it
belongs to, and stores it with the API base in $XDG_CONFIG_HOME/registrar/config.json
(~/.config/registrar/config.json without it), readable only by you (mode 0600). The other
commands use it; REGISTRAR_API_KEY and REGISTRAR_API_BASE override it. A key the service
refuses is not stored.

Options:
  --api-key rk_…    the organization's API key (default: REGISTRAR_API_KEY)
  --api-base URL    the service (default: REGISTRAR_API_BASE, else ${DEFAULT_API_BASE})
  --json            print the result as JSON`;

export async function login(argv: string[], io: Io): Promise<number> {
  const { values } = parse(argv, {});
  if (values.help) {
    io.out(LOGIN_HELP);
    return 0;
  }
  const apiKey = values["api-key"] || io.env.REGISTRAR_API_KEY;
  if (!apiKey) throw new UsageError("login needs --api-key rk_… (or REGISTRAR_API_KEY)");
  const path = configPath(io.env);
  const config = readConfig(path);
  const apiBase = checkApiBase(
    values["api-base"] || io.env.REGISTRAR_API_BASE || config.api_base || DEFAULT_API_BASE,
  );
  const { client, base } = api({ apiKey, apiBase }, io.fetch);
  const org = await must(base, "checking the key", client.GET("/api/v1/organization"));
  writeConfig(path, { ...config, api_key: apiKey, api_base: apiBase });
  const key = maskKey(apiKey);
  if (values.json)
    io.out(JSON.stringify({ organization: org, api_base: apiBase, api_key: key, config: path }));
  else {
    io.out(`Logged in to ${org.name} (organization ${org.id}) at ${apiBase} with ${key}.`);
    io.out(`Saved to ${path} (readable only by you).`);
  }
  return 0;
}

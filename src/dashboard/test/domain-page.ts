import { ADMIN, signedInService, type MEMBER } from "./fake-fetch";
import { quietDomainState } from "../../../test/helpers/contract-fixtures";

/** The domain page's answers for example.com, for the transfer and registrant panels' tests. */
export const DOMAIN = {
  livemode: false,
  domain: "example.com",
  domain_unicode: "example.com",
  status: "active",
  registered_at: "2026-01-01T00:00:00Z",
  expires_at: "2099-01-01T00:00:00Z",
  auto_renew: false,
  privacy: true,
  nameservers: ["ns1.example.net", "ns2.example.net"],
  external_account_id: null,
  acquired_by: "registration",
  transfer_locked: true,
  ...quietDomainState,
};

export const STATE = {
  domain: "example.com",
  locked: true,
  policy_lock_until: null,
  change_lock_days: 60,
  policy_lock_reason: null,
  transfer_code_expires_at: null,
  pending_transfer_away: null,
};

export const CONTACT = {
  first_name: "Ada",
  last_name: "Lovelace",
  email: "ada@example.com",
  phone: "+14155550100",
  address1: "1 Main St",
  city: "San Francisco",
  state: "CA",
  postal_code: "94105",
  country: "US",
  organization: null,
  address2: null,
};

export const REGISTRANT = {
  domain: "example.com",
  current: {
    contact: CONTACT,
    valid_from: "2026-01-01T00:00:00Z",
    valid_to: null,
    changed_by: null,
  },
  history: [],
  policy_lock_until: null,
  change_lock_days: 60,
};

const BASE = "/api/v1/registrar/domains/example\\.com";
/** A path under the domain's: `at("/transfer")`. */
export const at = (suffix: string) => new RegExp(`^${BASE}${suffix}$`);

/** A service answering everything the domain page reads, with this transfer state. */
export function domainService(
  user: typeof ADMIN | typeof MEMBER = ADMIN,
  state: Record<string, unknown> = STATE,
) {
  return signedInService(user)
    .reply("GET", at(""), 200, { ...DOMAIN, transfer_locked: state.locked })
    .reply("GET", /^\/api\/v1\/registrar\/availability\//, 200, {
      domain: "example.com",
      domain_unicode: "example.com",
      available: false,
      premium: false,
      price: "10.99",
      renewal_price: "10.99",
      currency: "USD",
      reason: "registered",
    })
    .reply("GET", /^\/api\/v1\/registrar\/dns\//, 200, { domain: "example.com", items: [] })
    .reply("GET", at("/transfer"), 200, state)
    .reply("GET", at("/registrant"), 200, REGISTRANT)
    .reply("GET", /^\/api\/v1\/registrar\/registrant-messages\?/, 200, {
      items: [],
      next_cursor: null,
    });
}

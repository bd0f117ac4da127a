/** How a country writes the locality part of an address: which fields, in which order, named how. */
export type AddressFormat = {
  /** The locality fields in the order the country writes them. */
  order: readonly ("city" | "state" | "postal_code")[];
  /** The name of `state` there (catalog key under purchase.fields.region.). */
  region: RegionName;
  /** The name of `postal_code` there (catalog key under purchase.fields.postal.). */
  postal: PostalName;
};
type RegionName =
  | "stateOrRegion"
  | "state"
  | "province"
  | "county"
  | "prefecture"
  | "region"
  | "canton"
  | "emirate";
type PostalName = "postalCode" | "zip" | "postcode" | "pin" | "eircode" | "cep";

const CITY_STATE_POSTAL = ["city", "state", "postal_code"] as const;
const POSTAL_CITY_STATE = ["postal_code", "city", "state"] as const;
const POSTAL_STATE_CITY = ["postal_code", "state", "city"] as const;
const CITY_POSTAL_STATE = ["city", "postal_code", "state"] as const;

/** The rest of the world: city, then state or region, then postal code. */
const DEFAULT_FORMAT: AddressFormat = {
  order: CITY_STATE_POSTAL,
  region: "stateOrRegion",
  postal: "postalCode",
};

const f = (
  order: AddressFormat["order"],
  region: RegionName,
  postal: PostalName = "postalCode",
): AddressFormat => ({ order, region, postal });

/**
 * The major countries' formats (after the Universal Postal Union's address guides and the
 * countries' own checkouts). The contract asks for a state and a postal code everywhere, so
 * every country shows both; only their names and places change.
 */
const FORMATS: Record<string, AddressFormat> = {
  US: f(CITY_STATE_POSTAL, "state", "zip"),
  CA: f(CITY_STATE_POSTAL, "province"),
  AU: f(CITY_STATE_POSTAL, "state", "postcode"),
  NZ: f(CITY_POSTAL_STATE, "region", "postcode"),
  GB: f(CITY_STATE_POSTAL, "county", "postcode"),
  IE: f(CITY_STATE_POSTAL, "county", "eircode"),
  IN: f(CITY_STATE_POSTAL, "state", "pin"),
  MX: f(POSTAL_CITY_STATE, "state"),
  BR: f(CITY_STATE_POSTAL, "state", "cep"),
  AR: f(POSTAL_CITY_STATE, "province"),
  DE: f(POSTAL_CITY_STATE, "state"),
  AT: f(POSTAL_CITY_STATE, "state"),
  CH: f(POSTAL_CITY_STATE, "canton"),
  FR: f(POSTAL_CITY_STATE, "region"),
  BE: f(POSTAL_CITY_STATE, "province"),
  NL: f(POSTAL_CITY_STATE, "province"),
  ES: f(POSTAL_CITY_STATE, "province"),
  IT: f(POSTAL_CITY_STATE, "province"),
  PT: f(POSTAL_CITY_STATE, "region"),
  PL: f(POSTAL_CITY_STATE, "region"),
  SE: f(POSTAL_CITY_STATE, "region"),
  DK: f(POSTAL_CITY_STATE, "region"),
  NO: f(POSTAL_CITY_STATE, "region"),
  FI: f(POSTAL_CITY_STATE, "region"),
  JP: f(POSTAL_STATE_CITY, "prefecture"),
  CN: f(POSTAL_STATE_CITY, "province"),
  KR: f(POSTAL_STATE_CITY, "province"),
  AE: f(CITY_STATE_POSTAL, "emirate"),
};

/** The address format of a country (ISO code), the default for one not in the table. */
export function addressFormat(country: string): AddressFormat {
  return FORMATS[country] ?? DEFAULT_FORMAT;
}

/** The sandbox registrar's yearly prices by public suffix, in USD. */
export const SANDBOX_PRICES: Record<string, { register: string; renew: string }> = {
  com: { register: "10.99", renew: "12.99" },
  net: { register: "12.99", renew: "14.99" },
  org: { register: "11.99", renew: "13.99" },
  io: { register: "39.00", renew: "49.00" },
  dev: { register: "14.00", renew: "16.00" },
  app: { register: "16.00", renew: "18.00" },
  co: { register: "28.00", renew: "30.00" },
  ai: { register: "79.00", renew: "89.00" },
  xyz: { register: "2.00", renew: "13.00" },
  me: { register: "9.00", renew: "19.00" },
  info: { register: "4.00", renew: "22.00" },
  tech: { register: "8.00", renew: "45.00" },
  shop: { register: "3.00", renew: "35.00" },
  de: { register: "7.00", renew: "8.00" },
  fr: { register: "9.00", renew: "10.00" },
  nl: { register: "8.00", renew: "9.00" },
  eu: { register: "8.00", renew: "9.00" },
  uk: { register: "8.50", renew: "9.50" },
  "co.uk": { register: "8.50", renew: "9.50" },
  ca: { register: "13.00", renew: "14.00" },
  "com.au": { register: "15.00", renew: "16.00" },
};

export const SANDBOX_CURRENCY = "USD";
/** The registry's restore fee (RFC 3915 restore from redemption), added to a year's renewal. */
export const SANDBOX_RESTORE_FEE = "40.00";
/** A `premium-` name costs this many times the suffix's price. */
export const PREMIUM_FACTOR = 50;
/** At processing a `pricechange-` name costs this many percent of its quote. */
export const PRICE_CHANGE_PERCENT = 120;
/** Suffixes the search suggests alternatives in, in this order. */
export { POPULAR_SUFFIXES } from "../../contract/popular-suffixes";

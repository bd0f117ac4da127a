import type { z } from "zod";
import { CountryCode } from "./country-code";
import { pyEmail } from "./pydantic/py-email";
import { pyObject } from "./pydantic/py-object";
import { pyStr } from "./pydantic/py-str";

/** The registrant of a domain, as the registry records it. Lengths are in characters. */
export const RegistrantContact = pyObject({
  first_name: pyStr({ min: 1, max: 100 }),
  last_name: pyStr({ min: 1, max: 100 }),
  email: pyEmail(),
  phone: pyStr({ min: 10, max: 20 }),
  address1: pyStr({ min: 1, max: 255 }),
  city: pyStr({ min: 1, max: 100 }),
  state: pyStr({ min: 1, max: 100 }),
  postal_code: pyStr({ min: 1, max: 20 }),
  country: CountryCode,
  organization: pyStr({ max: 255 }).nullable().optional(),
  address2: pyStr({ max: 255 }).nullable().optional(),
}).meta({
  id: "RegistrantContact",
  example: {
    first_name: "Ada",
    last_name: "Lovelace",
    email: "ada@example.com",
    phone: "+14155550100",
    address1: "1 Main St",
    city: "San Francisco",
    state: "CA",
    postal_code: "94105",
    country: "US",
  },
});
export type RegistrantContact = z.infer<typeof RegistrantContact>;

/** A valid registrant contact for tests (API, e2e and scripts). */
export const CONTACT = {
  first_name: "Ada",
  last_name: "Lovelace",
  email: "ada@example.com",
  phone: "+44.2071234567",
  address1: "12 St James's Square",
  city: "London",
  state: "London",
  postal_code: "SW1Y 4JH",
  country: "GB",
};

/**
 * An order as the API answers it (one pending US-dollar wire order for a year), for the
 * dashboard's screen tests to vary only the fields a test is about.
 */
export const orderAnswer = (fields: Record<string, unknown> = {}) => ({
  order_id: "55555555-5555-4555-8555-555555555555",
  livemode: false,
  domain_name: "example.com",
  years: 1,
  price: "10.99",
  currency: "USD",
  status: "pending",
  checkout_url: null,
  banking_details: null,
  payment_reference: "RG-7K2M9QX4TB",
  kind: "order",
  payment_method: "wire",
  amount_paid: "0.00",
  new_price: null,
  failure_reason: null,
  registry_status: null,
  domain_id: null,
  external_account_id: null,
  created_at: "2026-11-20T10:00:00Z",
  updated_at: "2026-11-20T10:00:00Z",
  transitions: [],
  refunds: [],
  disputes: [],
  ...fields,
});

/**
 * The live-mode lanes' API client with one key (the live registry and the live key:
 * test/helpers/live-registry.ts).
 */
import { CONTACT } from "../helpers/orders";

export type Order = { order_id: string; domain_name: string; status: string; livemode: boolean };
export type Listed = Record<string, unknown> & { livemode: boolean };

/** The service's API with one key. */
export function client(base: string, apiKey: string) {
  const headers = { "x-api-key": apiKey, "content-type": "application/json" };
  const send = async (
    method: string,
    path: string,
    body?: unknown,
    extra: Record<string, string> = {},
  ) => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { ...headers, ...extra },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  /** Every item of a paged list. */
  const all = async <T = Listed>(path: string): Promise<T[]> => {
    const items: T[] = [];
    let cursor: string | null = null;
    do {
      const sep = path.includes("?") ? "&" : "?";
      const page = await send(
        "GET",
        `${path}${sep}limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`,
      );
      const body = page.body as { items: T[]; next_cursor: string | null };
      items.push(...body.items);
      cursor = body.next_cursor;
    } while (cursor);
    return items;
  };
  return {
    get: (path: string) => send("GET", path),
    post: (path: string, body: unknown, extra?: Record<string, string>) =>
      send("POST", path, body, extra),
    all,
    orders: () => all<Order>("/api/v1/registrar/orders"),
    /** A wire order, paid by a payment of its price allocated to it. */
    async paidOrder(domain: string) {
      const o = await send("POST", "/api/v1/registrar/order", {
        domain,
        contact: CONTACT,
        payment_method: "wire",
      });
      if (o.status !== 201)
        throw new Error(`order ${domain}: ${o.status} ${JSON.stringify(o.body)}`);
      const id = o.body.order_id as string;
      const p = await send("POST", "/api/v1/registrar/payments", {
        amount: o.body.price,
        currency: "USD",
        method: "wire",
      });
      const a = await send(
        "POST",
        `/api/v1/registrar/payments/${String(p.body.payment_id)}/allocations`,
        {
          order_id: id,
        },
      );
      if (a.status >= 300) throw new Error(`allocation ${domain}: ${a.status}`);
      return id;
    },
  };
}

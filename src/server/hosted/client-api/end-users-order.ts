import { eq } from "drizzle-orm";
import type { Db } from "../../db/database";
import type { ClientPrincipal } from "../../http/app-env";
import { forbidden, notFound } from "../../http/errors";
import { otherModeError } from "../../http/scope";
import type { OrderRow } from "../../orders/order-states";
import { orders } from "../../orders/schema";

/**
 * One of the session's end user's orders: 404 unknown, 403 another account's (or another
 * organization's), 404 `exists_in_other_mode` in the other mode.
 */
export async function endUsersOrder(
  db: Db,
  p: ClientPrincipal,
  orderId: string,
): Promise<OrderRow> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!row) throw notFound("Order not found");
  if (row.organizationId !== p.organizationId || row.externalAccountId !== p.externalAccountId) {
    throw forbidden("forbidden", "This order belongs to another account than this session's.");
  }
  if (row.livemode !== p.livemode) throw otherModeError("order", row.livemode);
  return row;
}

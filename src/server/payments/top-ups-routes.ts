import { TopUp, TopUpRequest } from "../../contract/balance";
import { ErrorBody } from "../../contract/error-body";
import { liveOnly } from "../balances/live-only";
import { conflict } from "../http/errors";
import { defineRoute, routeGroup, type RouteDeps, type RouteGroup } from "../http/route";
import type { Logger } from "../logger";
import type { StripeGateway } from "./stripe/gateway";
import { openTopUp } from "./stripe/top-ups";

/** Card top-ups of the live balance, paid at Stripe Checkout. */
export function topUpRoutes(
  auth: RouteDeps,
  deps: { stripe: StripeGateway | undefined; publicUrl: string; logger: Logger },
): RouteGroup {
  const api = routeGroup(auth, "/api/v1/balance/top-ups");
  defineRoute(
    api,
    {
      method: "post",
      path: "/",
      operationId: "createTopUp",
      summary: "Top up the live balance by card: a Stripe checkout for the amount",
      description:
        "The balance is credited once Stripe confirms the payment (docs/payments.md); `GET /api/v1/balance/entries` then shows a `top_up_card` entry.",
      tags: ["balance"],
      auth: ["api_key", "access_token"],
      body: TopUpRequest,
      idempotent: true,
      responses: {
        201: { description: "The top-up and its checkout address", schema: TopUp },
        409: {
          description:
            "A test-mode credential (`live_mode_only`), or no card payments on this deployment (`card_payments_unavailable`)",
          schema: ErrorBody,
        },
      },
    },
    async (c, { body, principal }) => {
      const organizationId = liveOnly(principal);
      if (!deps.stripe) {
        throw conflict(
          "card_payments_unavailable",
          "This deployment takes no card payment in live mode (no payment provider): top up by bank transfer.",
        );
      }
      const topUp = await openTopUp(
        {
          db: auth.db,
          now: auth.now,
          logger: deps.logger,
          stripe: deps.stripe,
          publicUrl: deps.publicUrl,
        },
        {
          organizationId,
          amount: body.amount,
          actor: principal.kind === "access_token" ? principal.email : "api",
        },
      );
      return c.json(topUp, 201);
    },
  );
  return api;
}

import { and, desc, eq, lt, notInArray, or } from "drizzle-orm";
import { RegistrantMessageList, type RegistrantMessage } from "../../contract/lifecycle";
import { ErrorBody } from "../../contract/error-body";
import { pyInt } from "../../contract/pydantic/py-int";
import { pyObject } from "../../contract/pydantic/py-object";
import { accessibleDomain } from "../domains/domain-actions";
import { domains } from "../domains/schema";
import { cursorCodec, cursorPart } from "../http/cursor";
import { defineRoute, routeGroup, type RouteDeps, type RouteGroup } from "../http/route";
import { scopeOf } from "../http/scope";
import { pyDomain } from "../registrar/domain-field";
import { registrantMessages } from "./schema";
import { ACCOUNT_MESSAGE_KINDS, type AccountMessageKind } from "./templates";

/** The list's cursor: the time and id of the previous page's last message. */
const cursor = cursorCodec("m", { at: cursorPart.time, id: cursorPart.uuid });

const MessagesQuery = pyObject({
  domain: pyDomain()
    .optional()
    .meta({ description: "Only the messages about this domain of the organization" }),
  limit: pyInt({ ge: 1, le: 100 }).default(50),
  cursor: cursor.field().optional(),
});

/**
 * `GET /api/v1/registrar/registrant-messages`: the record of the messages sent (or queued) to
 * the organization's registrants in the credential's mode, newest first: what, to whom, when,
 * how. The texts themselves stay in the database (with any link's secret replaced by "…").
 */
export function registrantMessageRoutes(auth: RouteDeps): RouteGroup {
  const api = routeGroup(auth, "/api/v1/registrar/registrant-messages");
  defineRoute(
    api,
    {
      method: "get",
      path: "/",
      operationId: "listRegistrantMessages",
      summary: "Messages to the organization's registrants (verification, reminders), newest first",
      tags: ["domains"],
      auth: ["api_key", "access_token"],
      query: MessagesQuery,
      responses: {
        200: { description: "A page of messages", schema: RegistrantMessageList },
        404: { description: "No such domain here", schema: ErrorBody },
      },
    },
    async (c, { query }) => {
      const scope = scopeOf(c.var.principal);
      const filters = [
        eq(registrantMessages.organizationId, scope.organizationId),
        eq(registrantMessages.livemode, scope.livemode),
        // A dashboard user's own account messages (password resets) are not registrants'.
        notInArray(registrantMessages.kind, [...ACCOUNT_MESSAGE_KINDS]),
      ];
      if (query.domain !== undefined) {
        const domain = await accessibleDomain(auth.db, c.var.principal, query.domain);
        filters.push(eq(registrantMessages.domainId, domain.id));
      }
      if (query.cursor !== undefined) {
        const { at, id } = query.cursor;
        filters.push(
          or(
            lt(registrantMessages.createdAt, at),
            and(eq(registrantMessages.createdAt, at), lt(registrantMessages.id, id)),
          )!,
        );
      }
      const rows = await auth.db
        .select({ m: registrantMessages, domain: domains.name })
        .from(registrantMessages)
        .leftJoin(domains, eq(domains.id, registrantMessages.domainId))
        .where(and(...filters))
        .orderBy(desc(registrantMessages.createdAt), desc(registrantMessages.id))
        .limit(query.limit + 1);
      const page = cursor.page(rows, query.limit, (r) => ({ at: r.m.createdAt, id: r.m.id }));
      return c.json({
        items: page.rows.map(({ m, domain }): RegistrantMessage => ({
          id: m.id,
          livemode: m.livemode,
          domain,
          kind: m.kind as Exclude<typeof m.kind, AccountMessageKind>,
          recipient: m.recipient,
          locale: m.locale,
          subject: m.subject,
          delivery: m.delivery,
          status: m.status,
          created_at: m.createdAt.toISOString(),
          sent_at: m.sentAt?.toISOString() ?? null,
        })),
        next_cursor: page.next_cursor,
      });
    },
  );
  return api;
}

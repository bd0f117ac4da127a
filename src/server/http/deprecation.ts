import type { MiddlewareHandler } from "hono";

export type Deprecation = {
  /** When the operation was (or will be) deprecated. */
  since: Date;
  /** When it stops answering (RFC 8594 `Sunset`); at least six months after `since`. */
  sunset?: Date;
  /** A page saying what to use instead (a `Link` with `rel="deprecation"`, and `"sunset"`). */
  link?: string;
};

/**
 * Marks the operations it is mounted on as deprecated, on every answer (the IETF's headers):
 * `Deprecation: @<unix seconds>` (RFC 9745, a structured-field date), `Sunset: <HTTP-date>`
 * (RFC 8594) and `Link: <…>; rel="deprecation"` (and `rel="sunset"`). Pair it with
 * `deprecated: true` on the route's OpenAPI definition, so the reference and the generated
 * client show it too (docs/packages.md, "Versioning").
 *
 * @example
 * app.use("/api/v1/registrar/purchase", deprecated({ since: new Date("2027-01-01"),
 *   sunset: new Date("2027-07-01"), link: "https://registrar.example/docs/migrate-purchase" }));
 */
export function deprecated(deprecation: Deprecation): MiddlewareHandler {
  const { since, sunset, link } = deprecation;
  if (sunset && sunset.getTime() < since.getTime())
    throw new RangeError("deprecated(): the sunset comes before the deprecation");
  const links = link
    ? [
        `<${link}>; rel="deprecation"; type="text/html"`,
        ...(sunset ? [`<${link}>; rel="sunset"`] : []),
      ]
    : [];
  return async (c, next) => {
    await next();
    c.res.headers.set("Deprecation", `@${Math.floor(since.getTime() / 1000)}`);
    if (sunset) c.res.headers.set("Sunset", sunset.toUTCString());
    for (const l of links) c.res.headers.append("Link", l);
  };
}

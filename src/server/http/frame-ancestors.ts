/**
 * The CSP `frame-ancestors` directive of the service's pages (the widget's, the checkout's):
 * the given sources, or `'none'` when there are none (the page may not be framed at all).
 */
export function frameAncestors(sources: readonly string[]): string {
  return `frame-ancestors ${sources.length > 0 ? sources.join(" ") : "'none'"}`;
}

/**
 * Who may frame an embedded page of a hosted session: the origins allowed to embed it, else
 * this origin only.
 */
export function embedFrameAncestors(embedOrigins: readonly string[]): string[] {
  return embedOrigins.length > 0 ? [...embedOrigins] : ["'self'"];
}

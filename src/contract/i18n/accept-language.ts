import { parseAccept } from "hono/utils/accept";

/**
 * The languages a request's `Accept-Language` asks for, most preferred first (`q=0` and `*`
 * left out): what the server's pages (the sandbox checkout, the hosted widget's first screen)
 * hand `pickLocale` (locale-choice.ts) in place of the browser's `navigator.languages`.
 * Server-side only: the widget reads the browser's languages and never imports this.
 */
export function acceptedLanguages(header: string | undefined): string[] {
  return parseAccept(header ?? "")
    .filter((a) => a.q > 0 && a.type !== "*")
    .map((a) => a.type);
}

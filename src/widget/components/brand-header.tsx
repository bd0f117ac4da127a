import { useState } from "react";
import type { Mode } from "../lib/host/bootstrap";
import { messages } from "../lib/i18n/messages";

/**
 * Whose service this is: the partner's logo and brand name. On the hosted page it is the
 * page's heading; in an embed, inside the partner's own page, a compact line above the screens.
 * A logo that fails to load (an unreachable `logo_url`) is removed, leaving the brand name.
 * A test-mode session (`livemode` false) shows a "Test mode" badge after the name, in words
 * (not colour alone), as a test checkout does; a live session never does. The server draws the
 * same markup in the first screen (src/server/hosted/first-paint.ts).
 */
export function BrandHeader({
  brand,
  logoUrl,
  mode,
  livemode,
}: {
  brand: string;
  logoUrl: string | null | undefined;
  mode: Mode;
  livemode: boolean;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  // In an embed, no page heading and no banner landmark: the partner's page has its own.
  const [Wrap, Name] = mode === "hosted" ? (["header", "h1"] as const) : (["div", "p"] as const);
  return (
    <Wrap className={`rw-header rw-header-${mode}`}>
      {logoUrl && failed !== logoUrl && (
        <img
          className="rw-logo"
          src={logoUrl}
          alt={messages.theme.logoAlt(brand)}
          height={mode === "hosted" ? 32 : 24}
          onError={() => setFailed(logoUrl)}
        />
      )}
      <Name className="rw-brand">{brand}</Name>
      {!livemode && <p className="rw-test-mode">{messages.session.testMode}</p>}
    </Wrap>
  );
}

import { colord, extend } from "colord";
import a11yPlugin from "colord/plugins/a11y";
import { HEX_COLOR } from "../../contract/theme-config";
import { paletteOf } from "../../widget/lib/theme/theme";

extend([a11yPlugin]);

const WHITE = "#ffffff";
const ratio = (a: string, b: string) => `${colord(a).contrast(b).toFixed(1)}:1`;

/**
 * A live preview of the widget in a theme, painted with the widget's own palette rules
 * (`paletteOf`): the button keeps the brand color with white or near-black text, links use it
 * darkened until WCAG AA on white. It states the contrast each pair reaches.
 */
export function ThemePreview({ color, brand }: { color: string; brand: string }) {
  const typed = color.trim();
  const valid = HEX_COLOR.test(typed);
  const p = paletteOf(valid ? typed : null);
  const adjusted = valid && p["--rw-primary-text"] !== colord(typed).toHex();
  return (
    <div className="preview" aria-label="Widget preview" role="group">
      <p className="small muted">
        {valid || !typed
          ? "Preview with the widget's contrast rules (text always meets WCAG AA, 4.5:1):"
          : "Not a hex color yet; the preview shows the default."}
      </p>
      <div className="preview-widget">
        <p className="preview-brand">{brand.trim() || "Domains"}</p>
        <p className="preview-search">
          <span className="preview-input">example</span>{" "}
          <button
            type="button"
            tabIndex={-1}
            aria-hidden="true"
            data-testid="preview-button"
            style={{
              background: p["--rw-primary"],
              color: p["--rw-on-primary"],
              borderColor: p["--rw-primary"],
            }}
          >
            Search
          </button>
        </p>
        <p className="preview-result">
          <span data-testid="preview-link" style={{ color: p["--rw-primary-text"] }}>
            example.com is available
          </span>
        </p>
      </div>
      <ul className="small muted preview-checks" data-testid="preview-checks">
        <li>Button text on the brand color: {ratio(p["--rw-on-primary"], p["--rw-primary"])}</li>
        <li>
          Links on white: {ratio(p["--rw-primary-text"], WHITE)}
          {adjusted && ` (the brand color darkened to ${p["--rw-primary-text"]} to reach AA)`}
        </li>
      </ul>
    </div>
  );
}

import { colord } from "colord";
import type { FieldError, UseFormReturn } from "react-hook-form";
import { HEX_COLOR } from "../../contract/theme-config";
import { Field } from "../components/ui";

type BrandingValues = { primary_color: string; logo_url: string };

/** The six-digit form a native color input takes (it shows black for anything else). */
const pickerValue = (typed: string) => {
  const t = typed.trim();
  return HEX_COLOR.test(t) ? colord(t).alpha(1).toHex() : "#000000";
};

/** An address the preview may show: https (or http on this machine, as the service accepts). */
function previewable(typed: string): string | null {
  try {
    const url = new URL(typed.trim());
    if (url.protocol === "https:") return url.href;
    if (url.protocol === "http:" && ["localhost", "127.0.0.1"].includes(url.hostname)) {
      return url.href;
    }
  } catch {
    // Not an address yet.
  }
  return null;
}

/**
 * The brand color as text with a native color picker beside it (both edit the same value), and
 * the logo's address with a preview of the image.
 */
export function BrandingFields<T extends BrandingValues>({ form }: { form: UseFormReturn<T> }) {
  // The form's values are wider than these two; only these are read and written here.
  const f = form as unknown as UseFormReturn<BrandingValues>;
  const errors = f.formState.errors;
  const color = f.watch("primary_color");
  const logo = previewable(f.watch("logo_url"));
  return (
    <>
      <Field
        label="Brand color"
        error={errors.primary_color as FieldError | undefined}
        hint="A hex color such as #0a66c2, typed or picked."
      >
        {(p) => (
          <span className="color-field">
            <input {...p} autoComplete="off" {...f.register("primary_color")} />
            <input
              type="color"
              aria-label="Pick a color"
              value={pickerValue(color)}
              onChange={(e) =>
                f.setValue("primary_color", e.target.value, {
                  shouldDirty: true,
                  shouldValidate: true,
                })
              }
            />
          </span>
        )}
      </Field>
      <Field
        label="Logo address"
        error={errors.logo_url as FieldError | undefined}
        hint="An https address of an image, shown above the widget; empty for the brand name only."
      >
        {(p) => <input {...p} type="url" autoComplete="off" {...f.register("logo_url")} />}
      </Field>
      {logo && (
        <figure className="logo-preview">
          <img src={logo} alt="Your logo as the widget shows it" />
        </figure>
      )}
    </>
  );
}

import type { FieldErrors, UseFormRegister } from "react-hook-form";
import type { OrganizationSettings } from "../../contract/dashboard";
import { COLOR_SCHEMES, FONT_FAMILIES, RADIUS_MAX } from "../../contract/theme-options";
import { Field } from "../components/ui";

/** The default theme's fields beyond color and brand name, as the settings form edits them. */
export type ExtraThemeValues = { color_scheme: string; radius: string; font_family: string };

const SCHEME_LABELS: Record<(typeof COLOR_SCHEMES)[number], string> = {
  light: "Light",
  dark: "Dark",
  auto: "Follow the user's system setting",
};
const FONT_LABELS: Record<(typeof FONT_FAMILIES)[number], string> = {
  system: "System (the device's interface font)",
  humanist: "Humanist sans-serif",
  geometric: "Geometric sans-serif",
  serif: "Serif",
  rounded: "Rounded",
  mono: "Monospace",
};

/** The form's values from the stored theme (empty: the widget's default). */
export const extraThemeDefaults = (t: OrganizationSettings["default_theme"]): ExtraThemeValues => ({
  color_scheme: t?.color_scheme ?? "",
  radius: t?.radius == null ? "" : String(t.radius),
  font_family: t?.font_family ?? "",
});

/** The fields that are set, for `default_theme` (a radius that is no number is sent as typed). */
export function extraThemeBody(v: ExtraThemeValues): Record<string, string | number> {
  const radius = v.radius.trim();
  return {
    ...(v.color_scheme && { color_scheme: v.color_scheme }),
    ...(radius && { radius: /^\d+$/.test(radius) ? Number(radius) : radius }),
    ...(v.font_family && { font_family: v.font_family }),
  };
}

/** Color scheme, corner radius and font of the default theme. */
export function ExtraThemeFields({
  register,
  errors,
}: {
  register: UseFormRegister<ExtraThemeValues>;
  errors: FieldErrors<ExtraThemeValues>;
}) {
  return (
    <>
      <Field label="Color scheme" error={errors.color_scheme}>
        {(p) => (
          <select {...p} {...register("color_scheme")}>
            <option value="">Widget default (light)</option>
            {COLOR_SCHEMES.map((s) => (
              <option key={s} value={s}>
                {SCHEME_LABELS[s]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        label="Corner radius"
        error={errors.radius}
        hint={`In pixels, 0 (square) to ${RADIUS_MAX}; empty for the default, 8.`}
      >
        {(p) => <input {...p} inputMode="numeric" autoComplete="off" {...register("radius")} />}
      </Field>
      <Field label="Font" error={errors.font_family}>
        {(p) => (
          <select {...p} {...register("font_family")}>
            <option value="">Widget default (system)</option>
            {FONT_FAMILIES.map((f) => (
              <option key={f} value={f}>
                {FONT_LABELS[f]}
              </option>
            ))}
          </select>
        )}
      </Field>
    </>
  );
}

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useForm, type UseFormRegister } from "react-hook-form";
import { OrganizationSettings, OrganizationSettingsUpdate } from "../../contract/dashboard";
import { formResolver } from "../lib/field-errors";
import { AdminsOnly } from "../components/admins-only";
import {
  ErrorState,
  Field,
  QueryView,
  Screen,
  applyServerErrors,
  FormError,
} from "../components/ui";
import { useApi, useUser } from "../lib/auth";
import { ThemePreview } from "../components/theme-preview";
import { BrandingFields } from "./branding-fields";
import { SecondFactorPolicyForm } from "./second-factor-policy";
import {
  ExtraThemeFields,
  extraThemeBody,
  extraThemeDefaults,
  type ExtraThemeValues,
} from "./theme-fields";

type Values = {
  name: string;
  allowed_origins: string;
  primary_color: string;
  logo_url: string;
  brand_name: string;
} & ExtraThemeValues;

const themeOf = (v: Values) => ({
  ...(v.primary_color.trim() && { primary_color: v.primary_color.trim() }),
  ...(v.logo_url.trim() && { logo_url: v.logo_url.trim() }),
  ...(v.brand_name.trim() && { brand_name: v.brand_name.trim() }),
  ...extraThemeBody(v),
});
const toBody = (v: Values) => ({
  name: v.name.trim(),
  allowed_origins: v.allowed_origins
    .split(/[\s,]+/)
    .map((o) => o.trim())
    .filter(Boolean),
  default_theme: Object.keys(themeOf(v)).length > 0 ? themeOf(v) : null,
});
const fieldOf = (p: string) =>
  p.startsWith("default_theme.") ? p.slice("default_theme.".length) : p.split(".")[0]!;

const Settings = OrganizationSettings;
type Settings = OrganizationSettings;

/**
 * Organization name, origins allowed to embed the widget, default widget theme; who sends the
 * registrant messages.
 */
export function SettingsScreen() {
  const api = useApi();
  const settings = useQuery({
    queryKey: ["settings"],
    queryFn: () => api.get("/api/v1/organization/settings", Settings),
  });
  return (
    <Screen title="Settings">
      <QueryView query={settings} what="settings">
        {(s) => (
          <>
            <SettingsForm s={s} />
            <RegistrantMessagesForm s={s} />
            <SecondFactorPolicyForm />
          </>
        )}
      </QueryView>
    </Screen>
  );
}

/** Who sends the registrant messages: the service by email, or the partner (from the events). */
function RegistrantMessagesForm({ s }: { s: Settings }) {
  const api = useApi();
  const qc = useQueryClient();
  const admin = useUser().role === "admin";
  const [choice, setChoice] = useState(s.registrant_messages);
  const save = useMutation({
    mutationFn: (registrant_messages: "service" | "partner") =>
      api.send("PATCH", "/api/v1/organization/settings", { registrant_messages }, Settings),
    onSuccess: (next) => qc.setQueryData(["settings"], next),
  });
  return (
    <form
      aria-label="Registrant messages"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(choice);
      }}
    >
      <fieldset disabled={!admin}>
        <legend>Registrant messages</legend>
        <p className="muted">
          The verification, expiry and data reminder messages a registrar owes each registrant.
        </p>
        <label className="check">
          <input
            type="radio"
            name="registrant_messages"
            value="service"
            checked={choice === "service"}
            onChange={() => setChoice("service")}
          />{" "}
          Sent by us (email over SMTP, with your brand)
        </label>
        <label className="check">
          <input
            type="radio"
            name="registrant_messages"
            value="partner"
            checked={choice === "partner"}
            onChange={() => setChoice("partner")}
          />{" "}
          Sent by you: each message comes to your webhooks as a <code>registrant.message</code>{" "}
          event with its link and text
        </label>
      </fieldset>
      {admin && (
        <button type="submit" className="primary" disabled={save.isPending}>
          Save registrant messages
        </button>
      )}
      <div aria-live="polite">
        {save.isSuccess && (
          <p className="notice ok" role="status">
            Registrant messages:{" "}
            {save.data.registrant_messages === "partner" ? "sent by you" : "sent by us"}.
          </p>
        )}
      </div>
      {save.isError && <ErrorState error={save.error} />}
    </form>
  );
}

function SettingsForm({ s }: { s: OrganizationSettings }) {
  const api = useApi();
  const qc = useQueryClient();
  const admin = useUser().role === "admin";
  const [saved, setSaved] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Values>({
    defaultValues: {
      name: s.name,
      allowed_origins: s.allowed_origins.join("\n"),
      primary_color: s.default_theme?.primary_color ?? "",
      logo_url: s.default_theme?.logo_url ?? "",
      brand_name: s.default_theme?.brand_name ?? "",
      ...extraThemeDefaults(s.default_theme),
    },
    resolver: formResolver<Values>(OrganizationSettingsUpdate, { toBody, fieldOf }),
  });
  const save = useMutation({
    mutationFn: (v: Values) =>
      api.send("PATCH", "/api/v1/organization/settings", toBody(v), OrganizationSettings),
    onSuccess: (next) => {
      qc.setQueryData(["settings"], next);
      setSaved(true);
    },
    onError: (err) => setFormError(applyServerErrors(form, err, fieldOf)),
  });
  const { errors } = form.formState;
  const color = form.watch("primary_color");
  return (
    <form
      aria-label="Organization settings"
      noValidate
      onSubmit={form.handleSubmit((v) => {
        setSaved(false);
        setFormError(null);
        save.mutate(v);
      })}
    >
      {!admin && <AdminsOnly what="change these settings" />}
      <fieldset disabled={!admin}>
        <legend>Organization</legend>
        <Field label="Organization name" error={errors.name}>
          {(p) => <input {...p} autoComplete="organization" {...form.register("name")} />}
        </Field>
        <Field
          label="Origins allowed to embed the widget"
          error={errors.allowed_origins}
          hint="One per line, e.g. https://shop.example.com. Sessions may narrow it."
        >
          {(p) => <textarea {...p} rows={3} {...form.register("allowed_origins")} />}
        </Field>
      </fieldset>
      <fieldset disabled={!admin}>
        <legend>Default widget theme</legend>
        <BrandingFields form={form} />
        <Field label="Brand name" error={errors.brand_name}>
          {(p) => <input {...p} autoComplete="off" {...form.register("brand_name")} />}
        </Field>
        <ExtraThemeFields
          register={form.register as unknown as UseFormRegister<ExtraThemeValues>}
          errors={errors}
        />
        <ThemePreview color={color} brand={form.watch("brand_name")} />
      </fieldset>
      {admin && (
        <button type="submit" className="primary" disabled={save.isPending}>
          Save settings
        </button>
      )}
      {saved && (
        <p className="notice ok" role="status">
          Settings saved.
        </p>
      )}
      <FormError message={formError} />
    </form>
  );
}

import { useEffect, useId } from "react";
import { useForm, type Path } from "react-hook-form";
import { Field } from "../../components/field";
import { ApiError, errorMessage } from "../../lib/api/api-error";
import { fieldPathOf } from "../../lib/forms/contract-resolver";
import { fieldErrorText } from "../../lib/forms/field-errors";
import { dnsTexts } from "./texts";
import { useSaveRecord } from "./record-mutations";
import {
  emptyRecord,
  recordResolver,
  toRecordBody,
  valuesOf,
  type RecordFormValues,
} from "./record-form-values";
import { CAA_TAGS, DNS_RECORD_TYPES, TYPE_FIELDS } from "../../../contract/dns-record-check";
import type { WidgetDnsRecord } from "./widget-dns-record";

type Props = {
  domain: string;
  record?: WidgetDnsRecord;
  /** Called once saved, with the record's type and name as saved. */
  onDone: (saved: { type: string; name: string }) => void;
  onCancel: () => void;
};

/**
 * Add or edit one record (an edit sits in place of the record's row), with the fields its type
 * uses, validated like the service; the service's refusals go to the fields they name.
 */
export function RecordForm({ domain, record, onDone, onCancel }: Props) {
  const t = dnsTexts;
  const form = useForm<RecordFormValues>({
    defaultValues: record ? valuesOf(record) : emptyRecord,
    resolver: recordResolver,
    mode: "onTouched",
  });
  const save = useSaveRecord(domain);
  const titleId = useId();
  const type = form.watch("type");
  const errors = form.formState.errors;
  const { setFocus } = form;
  useEffect(() => setFocus("type"), [setFocus]);

  const submit = form.handleSubmit(async (values) => {
    try {
      const body = toRecordBody(values);
      await save.mutateAsync({ body, id: record?.id });
      onDone({ type: values.type, name: String(body.name) });
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 422) return;
      let first: string | null = null;
      for (const item of error.items) {
        const f = fieldPathOf(item);
        if (!f || !(f in emptyRecord)) continue;
        const message = fieldErrorText("dns", item, { recordType: values.type });
        form.setError(f as Path<RecordFormValues>, { type: "server", message });
        first ??= f;
      }
      if (first) form.setFocus(first as Path<RecordFormValues>);
    }
  });
  const num = (name: "ttl" | "priority" | "weight" | "port" | "flags") => (
    <Field key={name} label={t.fields[name]} error={errors[name]?.message}>
      <input type="text" inputMode="numeric" {...form.register(name)} />
    </Field>
  );

  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-labelledby={titleId}>
      <h4 id={titleId}>{record ? t.formTitleEdit : t.formTitleAdd}</h4>
      <div className="rw-grid">
        <Field label={t.fields.type} error={errors.type?.message}>
          <select {...form.register("type")}>
            {DNS_RECORD_TYPES.map((x) => (
              <option key={x}>{x}</option>
            ))}
          </select>
        </Field>
        <Field label={t.fields.name} hint={t.fields.nameHint} error={errors.name?.message}>
          <input type="text" spellCheck={false} {...form.register("name")} />
        </Field>
        <Field label={t.fields.content} hint={t.contentHint[type]} error={errors.content?.message}>
          <input type="text" spellCheck={false} {...form.register("content")} />
        </Field>
        {num("ttl")}
        {TYPE_FIELDS[type].map((key) =>
          key === "tag" ? (
            <Field key="tag" label={t.fields.tag} error={errors.tag?.message}>
              <select {...form.register("tag")}>
                {CAA_TAGS.map((x) => (
                  <option key={x}>{x}</option>
                ))}
              </select>
            </Field>
          ) : (
            num(key)
          ),
        )}
      </div>
      {save.isError && !(save.error instanceof ApiError && save.error.status === 422) && (
        <p role="alert" className="rw-error-box">
          {errorMessage(save.error)}
        </p>
      )}
      <div className="rw-row">
        <button type="submit" disabled={save.isPending}>
          {save.isPending ? t.saving : t.save}
        </button>
        <button type="button" className="rw-button-secondary" onClick={onCancel}>
          {t.cancel}
        </button>
      </div>
    </form>
  );
}

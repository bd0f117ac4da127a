import { useState } from "react";
import { NameserverUpdateRequest } from "../../../contract/nameserver-update-request";
import { parseValue, type ValidationErrorItem } from "../../../contract/pydantic/validation-error";
import { Field } from "../../components/field";
import { ErrorNotice, Loading } from "../../components/status";
import { ApiError } from "../../lib/api/api-error";
import { fieldErrorText } from "../../lib/forms/field-errors";
import { dnsTexts } from "./texts";
import { useNameservers, useUpdateNameservers } from "./nameservers";

const MAX = 13;

function Editor({ domain, initial }: { domain: string; initial: string[] }) {
  const t = dnsTexts;
  const [list, setList] = useState(
    initial.length >= 2 ? initial : [...initial, "", ""].slice(0, 2),
  );
  const [items, setItems] = useState<ValidationErrorItem[]>([]);
  const [saved, setSaved] = useState(false);
  const update = useUpdateNameservers(domain);
  const describe = (item: ValidationErrorItem | undefined) =>
    item && fieldErrorText("nameservers", item);
  const errorAt = (i: number) =>
    describe(items.find((x) => x.loc[1] === "nameservers" && x.loc[2] === i));
  const listError = describe(items.find((x) => x.loc.length === 2));

  return (
    <form
      noValidate
      aria-labelledby="rw-ns-title"
      onSubmit={(e) => {
        e.preventDefault();
        setSaved(false);
        const nameservers = list
          .map((s) => s.trim().toLowerCase().replace(/\.$/, ""))
          .filter(Boolean);
        const check = parseValue(NameserverUpdateRequest, { nameservers }, "body");
        if (!check.ok) return setItems(check.detail);
        setItems([]);
        update.mutate(nameservers, {
          onSuccess: () => setSaved(true),
          onError: (err) => err instanceof ApiError && err.status === 422 && setItems(err.items),
        });
      }}
    >
      <h3 id="rw-ns-title">{t.nameserversTitle}</h3>
      <p className="rw-muted" id="rw-ns-hint">
        {t.nameserversHint}
      </p>
      {list.map((value, i) => (
        <Field
          key={i}
          label={t.nameserver(i + 1)}
          error={errorAt(i)}
          extra={
            list.length > 2 && (
              <button
                type="button"
                className="rw-button-small"
                onClick={() => setList(list.filter((_, j) => j !== i))}
              >
                {t.removeNameserver(i + 1)}
              </button>
            )
          }
        >
          <input
            type="text"
            spellCheck={false}
            value={value}
            onChange={(e) => setList(list.map((v, j) => (j === i ? e.target.value : v)))}
          />
        </Field>
      ))}
      {listError && (
        <p role="alert" className="rw-field-error">
          {listError}
        </p>
      )}
      <div className="rw-row">
        {list.length < MAX && (
          <button
            type="button"
            className="rw-button-secondary"
            onClick={() => setList([...list, ""])}
          >
            {t.addNameserver}
          </button>
        )}
        <button type="submit" disabled={update.isPending}>
          {t.saveNameservers}
        </button>
      </div>
      {update.isError && !(update.error instanceof ApiError && update.error.status === 422) && (
        <ErrorNotice error={update.error} />
      )}
      <p role="status">{saved ? t.nameserversSaved : ""}</p>
    </form>
  );
}

/** Nameserver editor (2..13 host names), checked with the contract's NameserverUpdateRequest. */
export function NameserversEditor({ domain }: { domain: string }) {
  const ns = useNameservers(domain);
  if (ns.isPending) return <Loading />;
  if (ns.isError) return <ErrorNotice error={ns.error} onRetry={() => void ns.refetch()} />;
  return <Editor key={domain} domain={domain} initial={ns.data.nameservers} />;
}

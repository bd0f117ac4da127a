import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { Domain } from "../../contract/domain";
import { NameserverUpdateResponse } from "../../contract/nameserver-update-response";
import { errorMessage } from "../lib/api";
import { useApi } from "../lib/auth";

/** The domain's nameservers: edit the list, then save it. */
export function Nameservers({ d }: { d: Domain }) {
  const api = useApi();
  const qc = useQueryClient();
  const [list, setList] = useState<string[]>(
    d.nameservers.length >= 2 ? d.nameservers : [...d.nameservers, "", ""].slice(0, 2),
  );
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const save = useMutation({
    mutationFn: (nameservers: string[]) =>
      api.send(
        "PUT",
        `/api/v1/registrar/domains/${encodeURIComponent(d.domain)}/nameservers`,
        { nameservers },
        NameserverUpdateResponse,
      ),
    onSuccess: (r) => {
      setMessage(
        r.success
          ? { ok: true, text: "Nameservers saved." }
          : { ok: false, text: r.message || "The registry refused the change." },
      );
      setList(r.nameservers);
      void qc.invalidateQueries({ queryKey: ["domain", d.domain] });
    },
    onError: (err) => setMessage({ ok: false, text: errorMessage(err) }),
  });
  return (
    <form
      aria-labelledby="ns-title"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setMessage(null);
        save.mutate(list.map((n) => n.trim()).filter(Boolean));
      }}
    >
      <h2 id="ns-title">Nameservers</h2>
      <p className="muted small">2 to 13 nameservers.</p>
      <ol className="ns-list">
        {list.map((ns, i) => (
          <li key={i}>
            <label htmlFor={`ns-${i}`} className="visually-hidden">
              Nameserver {i + 1}
            </label>
            <input
              id={`ns-${i}`}
              value={ns}
              autoComplete="off"
              onChange={(e) => setList(list.map((x, j) => (j === i ? e.target.value : x)))}
            />
            <button
              type="button"
              disabled={list.length <= 2}
              onClick={() => setList(list.filter((_, j) => j !== i))}
            >
              Remove nameserver {i + 1}
            </button>
          </li>
        ))}
      </ol>
      <div className="row">
        <button type="button" disabled={list.length >= 13} onClick={() => setList([...list, ""])}>
          Add a nameserver
        </button>
        <button type="submit" className="primary" disabled={save.isPending}>
          Save nameservers
        </button>
      </div>
      {message && (
        <p
          className={`notice ${message.ok ? "ok" : "error"}`}
          role={message.ok ? "status" : "alert"}
        >
          {message.text}
        </p>
      )}
    </form>
  );
}

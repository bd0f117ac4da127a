import { useMutation } from "@tanstack/react-query";
import { useApi } from "../lib/auth";
import { errorMessage } from "../lib/api";

/** `orders-2026-11-28-1405.csv`: what was exported and when (UTC). */
function exportFileName(what: string, at: Date): string {
  const stamp = at.toISOString().slice(0, 16).replace("T", "-").replace(":", "");
  return `${what}-${stamp}.csv`;
}

/** Hands a file to the browser to save, from memory (no address carrying a credential). */
function save(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  a.hidden = true;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * "Export CSV": fetches `GET /api/v1/exports/{what}` with the list's filters (`params`) and the
 * signed-in user's token in its header, then saves it as `{what}-{UTC time}.csv`.
 */
export function ExportButton({ what, params }: { what: string; params: URLSearchParams }) {
  const api = useApi();
  const query = params.toString();
  const run = useMutation({
    mutationFn: async () => {
      const blob = await api.blob(`/api/v1/exports/${what}${query ? `?${query}` : ""}`);
      save(blob, exportFileName(what, new Date()));
    },
  });
  return (
    <div className="export">
      <button type="button" disabled={run.isPending} onClick={() => run.mutate()}>
        {run.isPending ? "Exporting…" : "Export CSV"}
      </button>
      {run.isError && (
        <p className="notice error" role="alert">
          The CSV export failed. {errorMessage(run.error)}
        </p>
      )}
    </div>
  );
}

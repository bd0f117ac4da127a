/** A search-only hosted session minted with the partner's key: the widget's search path. */
export async function searchSession(svc: { base: string; apiKey: string }, account = "bench") {
  const res = await fetch(`${svc.base}/api/v1/hosted/sessions`, {
    method: "POST",
    headers: { "x-api-key": svc.apiKey, "content-type": "application/json" },
    body: JSON.stringify({ allowed_actions: ["domain_search"], external_account_id: account }),
  });
  if (!res.ok) throw new Error(`session not created: ${res.status} ${await res.text()}`);
  return (await res.json()) as { client_token: string; hosted_url: string };
}

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { startRegistration } from "@simplewebauthn/browser";
import { useState } from "react";
import { Passkey, PasskeyList, PasskeyRegistrationOptions } from "../../contract/second-factor";
import { errorMessage } from "../lib/api";
import { useApi } from "../lib/auth";
import { FormError } from "../components/ui";

const PASSKEYS_KEY = ["second-factor", "passkeys"] as const;
const PASSKEYS = "/api/v1/users/me/second-factor/passkeys";

/** What went wrong in the browser's WebAuthn call, in words (a cancel is the common case). */
function browserError(err: unknown): string {
  if (err instanceof Error && err.name === "NotAllowedError") {
    return "The passkey was not created: the request was cancelled or timed out.";
  }
  if (err instanceof Error && err.name === "InvalidStateError") {
    return "This device already holds a passkey of yours.";
  }
  return errorMessage(err);
}

/**
 * The account's passkeys, a second factor beside the authenticator app: add one under a name
 * (the browser's `navigator.credentials.create()`), see them, remove one with the password.
 */
export function PasskeySettings({ onChange }: { onChange: () => void }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: PASSKEYS_KEY,
    queryFn: () => api.get(PASSKEYS, PasskeyList),
  });
  const [name, setName] = useState("");
  const [password, setPassword] = useState("");
  const [failure, setFailure] = useState<string | null>(null);
  const [added, setAdded] = useState<string | null>(null);
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: PASSKEYS_KEY });
    onChange();
  };

  const add = useMutation({
    mutationFn: async (n: string) => {
      const options = await api.send(
        "POST",
        `${PASSKEYS}/options`,
        undefined,
        PasskeyRegistrationOptions,
      );
      let credential;
      try {
        credential = await startRegistration({
          optionsJSON: options as Parameters<typeof startRegistration>[0]["optionsJSON"],
        });
      } catch (err) {
        throw new Error(browserError(err), { cause: err });
      }
      return api.send(
        "POST",
        PASSKEYS,
        { name: n, credential: JSON.stringify(credential) },
        Passkey,
      );
    },
    onSuccess: (p) => {
      setName("");
      setAdded(p.name);
      refresh();
    },
    onError: (err) => setFailure(errorMessage(err)),
  });
  const remove = useMutation({
    mutationFn: (id: string) => api.send("POST", `${PASSKEYS}/${id}/remove`, { password }, null),
    onSuccess: () => {
      setPassword("");
      setAdded(null);
      refresh();
    },
    onError: () => setFailure("That is not your password."),
  });

  const passkeys = list.data?.items ?? [];
  return (
    <div className="passkeys">
      <h3 id="passkeys-heading">Passkeys</h3>
      {added && (
        <p className="notice ok" role="status">
          Passkey “{added}” added.
        </p>
      )}
      {passkeys.length > 0 && (
        <>
          <ul aria-labelledby="passkeys-heading">
            {passkeys.map((p) => (
              <li key={p.id}>
                {p.name}{" "}
                <button
                  type="button"
                  onClick={() => {
                    setFailure(null);
                    if (password === "") {
                      setFailure("Enter your password to remove a passkey.");
                      return;
                    }
                    remove.mutate(p.id);
                  }}
                  disabled={remove.isPending}
                >
                  Remove {p.name}
                </button>
              </li>
            ))}
          </ul>
          <div className="field">
            <label htmlFor="passkey-password">Your password, to remove a passkey</label>
            <input
              id="passkey-password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </div>
        </>
      )}
      <form
        noValidate
        aria-label="Add a passkey"
        onSubmit={(e) => {
          e.preventDefault();
          setFailure(null);
          setAdded(null);
          if (name.trim() === "") {
            setFailure("Name the passkey, e.g. the device it is on.");
            return;
          }
          add.mutate(name.trim());
        }}
      >
        <div className="field">
          <label htmlFor="passkey-name">Passkey name</label>
          <input
            id="passkey-name"
            value={name}
            maxLength={100}
            onChange={(e) => setName(e.target.value)}
          />
        </div>
        <button type="submit" disabled={add.isPending}>
          {add.isPending ? "Waiting for the passkey…" : "Add a passkey"}
        </button>
      </form>
      <FormError message={failure} />
    </div>
  );
}

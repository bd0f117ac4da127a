import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import QRCode from "qrcode";
import { useState } from "react";
import { RecoveryCodes, SecondFactorStatus, TotpEnrolment } from "../../contract/second-factor";
import { errorMessage } from "../lib/api";
import { useApi } from "../lib/auth";
import { FormError } from "../components/ui";
import { PasskeySettings } from "./passkey-settings";
import { SECOND_FACTOR_KEY } from "../lib/second-factor-key";

/** The otpauth URI as a QR code, drawn as SVG squares (no image data, no script: the CSP allows it). */
function QrCode({ text }: { text: string }) {
  const { size, data } = QRCode.create(text, { errorCorrectionLevel: "M" }).modules;
  let path = "";
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) if (data[y * size + x]) path += `M${x + 4} ${y + 4}h1v1h-1z`;
  }
  return (
    <svg
      className="qr-code"
      role="img"
      aria-label="QR code of the authenticator app's set-up link"
      viewBox={`0 0 ${size + 8} ${size + 8}`}
      width={200}
      height={200}
    >
      <rect width={size + 8} height={size + 8} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}

/**
 * The account's second factor: set up an authenticator app (QR code and the secret as text),
 * confirm it with a code, see the recovery codes once, remove it with a code or the password;
 * and the passkeys (`PasskeySettings`).
 */
export function SecondFactorSettings() {
  const api = useApi();
  const queryClient = useQueryClient();
  const status = useQuery({
    queryKey: SECOND_FACTOR_KEY,
    queryFn: () => api.get("/api/v1/users/me/second-factor", SecondFactorStatus),
  });
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [code, setCode] = useState("");
  const [password, setPassword] = useState("");
  const [failure, setFailure] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: SECOND_FACTOR_KEY });

  const start = useMutation({
    mutationFn: () =>
      api.send("POST", "/api/v1/users/me/second-factor/totp", undefined, TotpEnrolment),
    onSuccess: (e) => {
      setFailure(null);
      setEnrolment(e);
    },
    onError: (err) => setFailure(errorMessage(err)),
  });
  const confirm = useMutation({
    mutationFn: (c: string) =>
      api.send("POST", "/api/v1/users/me/second-factor/totp/confirm", { code: c }, RecoveryCodes),
    onSuccess: (r) => {
      setEnrolment(null);
      setCode("");
      setCodes(r.recovery_codes);
      void refresh();
    },
    onError: () => setFailure("That code does not match. Enter the code your app shows now."),
  });
  const remove = useMutation({
    mutationFn: (p: string) =>
      api.send("POST", "/api/v1/users/me/second-factor/totp/disable", { password: p }, null),
    onSuccess: () => {
      setPassword("");
      setCodes(null);
      void refresh();
    },
    onError: () => setFailure("That is not your password."),
  });

  return (
    <section aria-labelledby="second-factor-heading">
      <h2 id="second-factor-heading">Two-step sign-in</h2>
      {status.data?.required_by_organization && !status.data.totp && !status.data.passkeys && (
        <p className="notice" role="status">
          Your organization requires two-step sign-in. Set up an authenticator app or add a passkey
          to use the dashboard.
        </p>
      )}
      {codes && (
        <div className="notice ok" role="status">
          <p>
            Authenticator app set up. Keep these recovery codes somewhere safe: each signs you in
            once if you lose your phone. They are shown only now.
          </p>
          <ul className="recovery-codes" aria-label="Recovery codes">
            {codes.map((c) => (
              <li key={c}>
                <code>{c}</code>
              </li>
            ))}
          </ul>
        </div>
      )}
      {status.data?.totp ? (
        <form
          noValidate
          aria-label="Remove the authenticator app"
          onSubmit={(e) => {
            e.preventDefault();
            setFailure(null);
            remove.mutate(password);
          }}
        >
          <p>
            An authenticator app is set up ({status.data.recovery_codes_left} recovery codes left).
          </p>
          <div className="field">
            <label htmlFor="second-factor-password">Your password, to remove it</label>
            <input
              id="second-factor-password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </div>
          <button type="submit" disabled={remove.isPending}>
            Remove the authenticator app
          </button>
        </form>
      ) : enrolment ? (
        <form
          noValidate
          aria-label="Set up an authenticator app"
          onSubmit={(e) => {
            e.preventDefault();
            setFailure(null);
            confirm.mutate(code.trim());
          }}
        >
          <p>Scan this code with your authenticator app, or type in the key below.</p>
          <QrCode text={enrolment.otpauth_uri} />
          <p>
            Key: <code data-testid="totp-secret">{enrolment.secret}</code>
          </p>
          <div className="field">
            <label htmlFor="second-factor-confirm">Code from the app</label>
            <input
              id="second-factor-confirm"
              autoComplete="one-time-code"
              inputMode="numeric"
              value={code}
              onChange={(e) => setCode(e.target.value)}
            />
          </div>
          <button type="submit" className="primary" disabled={confirm.isPending}>
            Confirm
          </button>
        </form>
      ) : (
        status.data && (
          <button type="button" onClick={() => start.mutate()} disabled={start.isPending}>
            Set up an authenticator app
          </button>
        )
      )}
      <FormError message={failure} />
      <PasskeySettings onChange={() => void refresh()} />
    </section>
  );
}

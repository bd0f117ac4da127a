import { createHash, randomBytes } from "node:crypto";
import type { Hono } from "hono";
import { html, raw } from "hono/html";
import { acceptedLanguages } from "../../contract/i18n/accept-language";
import { pickLocale, type Language } from "../../contract/i18n/locale-choice";
import type { AppEnv } from "../http/app-env";
import { frameAncestors } from "../http/frame-ancestors";

/**
 * `GET /verify`: the page a verification message's link opens (`/verify#<token>`). The token
 * is in the fragment, so no request carries it but the confirmation the page's button sends
 * (`POST /api/v1/registrant-verifications`); the page removes it from the address at once.
 * Its words follow the browser's `Accept-Language` in the widget's four languages. Without
 * JavaScript it says that confirming needs it.
 */

type VerifyText = {
  title: string;
  intro: string;
  button: string;
  ok: string;
  invalid: string;
  failed: string;
  missing: string;
  noscript: string;
};

const TEXTS: Record<Language, VerifyText> = {
  en: {
    title: "Confirm your email address",
    intro:
      "You registered a domain (or changed its contact details). Confirm that this email address is yours to keep the domain active.",
    button: "Confirm my email",
    ok: "Thank you: your email address is confirmed. Domains verified:",
    invalid:
      "This link is unknown, already used or expired. Ask for a new verification message where you manage your domain.",
    failed: "The confirmation did not go through. Please try again in a moment.",
    missing:
      "This page needs the full link from your verification message. Open it again from the message.",
    noscript: "Confirming your email needs JavaScript. Please enable it and open the link again.",
  },
  de: {
    title: "E-Mail-Adresse bestätigen",
    intro:
      "Sie haben eine Domain registriert (oder ihre Kontaktdaten geändert). Bestätigen Sie, dass diese E-Mail-Adresse Ihnen gehört, damit die Domain aktiv bleibt.",
    button: "Meine E-Mail bestätigen",
    ok: "Danke: Ihre E-Mail-Adresse ist bestätigt. Verifizierte Domains:",
    invalid:
      "Dieser Link ist unbekannt, bereits benutzt oder abgelaufen. Fordern Sie dort, wo Sie Ihre Domain verwalten, eine neue Bestätigungsnachricht an.",
    failed: "Die Bestätigung ist nicht durchgegangen. Bitte versuchen Sie es gleich noch einmal.",
    missing:
      "Diese Seite braucht den vollständigen Link aus Ihrer Bestätigungsnachricht. Öffnen Sie ihn erneut aus der Nachricht.",
    noscript:
      "Für die Bestätigung wird JavaScript benötigt. Bitte aktivieren Sie es und öffnen Sie den Link erneut.",
  },
  fr: {
    title: "Confirmez votre adresse e-mail",
    intro:
      "Vous avez enregistré un domaine (ou modifié ses coordonnées). Confirmez que cette adresse e-mail est bien la vôtre pour que le domaine reste actif.",
    button: "Confirmer mon e-mail",
    ok: "Merci : votre adresse e-mail est confirmée. Domaines vérifiés :",
    invalid:
      "Ce lien est inconnu, déjà utilisé ou expiré. Demandez un nouveau message de vérification là où vous gérez votre domaine.",
    failed: "La confirmation n’a pas abouti. Veuillez réessayer dans un instant.",
    missing:
      "Cette page a besoin du lien complet de votre message de vérification. Ouvrez-le à nouveau depuis le message.",
    noscript: "La confirmation nécessite JavaScript. Activez-le, puis ouvrez le lien à nouveau.",
  },
  es: {
    title: "Confirma tu dirección de correo",
    intro:
      "Has registrado un dominio (o cambiado sus datos de contacto). Confirma que esta dirección de correo es tuya para que el dominio siga activo.",
    button: "Confirmar mi correo",
    ok: "Gracias: tu dirección de correo está confirmada. Dominios verificados:",
    invalid:
      "Este enlace es desconocido, ya se usó o ha caducado. Pide un nuevo mensaje de verificación donde gestionas tu dominio.",
    failed: "La confirmación no se completó. Vuelve a intentarlo en un momento.",
    missing:
      "Esta página necesita el enlace completo de tu mensaje de verificación. Ábrelo de nuevo desde el mensaje.",
    noscript: "Para confirmar se necesita JavaScript. Actívalo y abre el enlace de nuevo.",
  },
};

const STYLE = `
:root{color-scheme:light dark;--bg:#f3f4f6;--surface:#fff;--border:#d5d9e0;--ink:#1a1a1a;
 --muted:#545b66;--danger:#b00020;--success:#146c43;--primary:#1d4ed8;--on-primary:#fff;--focus:#1d4ed8}
@media (prefers-color-scheme: dark){:root{--bg:#0f1115;--surface:#181b21;--border:#343945;
 --ink:#e8eaed;--muted:#aab1bc;--danger:#ff8a80;--success:#7ee2a8;--primary:#93b4ff;--on-primary:#0f1115;--focus:#93b4ff}}
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--ink);background:var(--bg)}
main{max-width:30rem;margin:2rem auto;padding:1.5rem;background:var(--surface);border:1px solid var(--border);border-radius:8px}
h1{font-size:1.44rem;line-height:1.25;margin:0 0 1rem}
p{margin:0 0 1rem}
button{width:100%;padding:.75rem;font:inherit;font-weight:700;min-height:48px;background:var(--primary);
 color:var(--on-primary);border:1px solid var(--primary);border-radius:6px;cursor:pointer}
button:disabled{opacity:.6;cursor:default}
:focus-visible{outline:3px solid var(--focus);outline-offset:2px}
.error{color:var(--danger);font-weight:600}
.ok{color:var(--success);font-weight:600}
`.trim();
const STYLE_HASH = `'sha256-${createHash("sha256").update(STYLE, "utf8").digest("base64")}'`;

/** The page's one script: reads the token from the fragment, confirms it on the button's press. */
const SCRIPT = `
const token = location.hash.slice(1);
history.replaceState(null, "", location.pathname);
const page = document.getElementById("page").dataset;
const button = document.getElementById("confirm");
const status = document.getElementById("status");
const say = (text, kind) => { status.textContent = text; status.className = kind; status.focus(); };
if (!token) { button.hidden = true; say(page.missing, "error"); }
else { button.disabled = false; button.focus(); }
button.addEventListener("click", async () => {
  button.disabled = true;
  button.setAttribute("aria-busy", "true");
  try {
    const res = await fetch("/api/v1/registrant-verifications", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ token }),
      credentials: "omit",
      referrerPolicy: "no-referrer",
    });
    if (res.ok) {
      const body = await res.json();
      button.hidden = true;
      say(page.ok + " " + body.domains.join(", "), "ok");
    } else if (res.status === 404) {
      button.hidden = true;
      say(page.invalid, "error");
    } else {
      button.disabled = false;
      say(page.failed, "error");
    }
  } catch {
    button.disabled = false;
    say(page.failed, "error");
  } finally {
    button.removeAttribute("aria-busy");
  }
});
`.trim();

/** Mounts `GET /verify` on the app. */
export function verifyPage(app: Hono<AppEnv>): void {
  app.get("/verify", (c) => {
    const choice = pickLocale(null, acceptedLanguages(c.req.header("accept-language")));
    const t = TEXTS[choice.language];
    const nonce = randomBytes(16).toString("base64");
    c.header(
      "Content-Security-Policy",
      `default-src 'none'; script-src 'nonce-${nonce}'; style-src ${STYLE_HASH}; ` +
        `connect-src 'self'; form-action 'none'; base-uri 'none'; ${frameAncestors([])}`,
    );
    c.header("X-Frame-Options", "DENY");
    c.header("X-Content-Type-Options", "nosniff");
    c.header("Referrer-Policy", "no-referrer");
    c.header("Cache-Control", "no-store");
    c.header("Vary", "Accept-Language");
    return c.html(
      html`<!doctype html>
        <html lang="${choice.tag}" dir="${choice.dir}">
          <head>
            <meta charset="utf-8" />
            <meta name="viewport" content="width=device-width, initial-scale=1" />
            <meta name="referrer" content="no-referrer" />
            <title>${t.title}</title>
            ${raw(`<style>${STYLE}</style>`)}
          </head>
          <body>
            <main
              id="page"
              data-ok="${t.ok}"
              data-invalid="${t.invalid}"
              data-failed="${t.failed}"
              data-missing="${t.missing}"
            >
              <h1>${t.title}</h1>
              <p>${t.intro}</p>
              <noscript><p class="error">${t.noscript}</p></noscript>
              <button id="confirm" type="button" disabled>${t.button}</button>
              <p id="status" role="status" aria-live="polite" tabindex="-1"></p>
            </main>
            ${raw(`<script nonce="${nonce}">${SCRIPT}</script>`)}
          </body>
        </html>`,
    );
  });
}

import { setupI18n, type Messages } from "@lingui/core";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { pickLocale, type Language } from "../../contract/i18n/locale-choice";
import type { RegistrantMessageKind } from "./schema";

/**
 * The account messages' links: dashboard pages, the token in the fragment (a browser never
 * sends it to a server, so no access log holds it).
 */
const ACCOUNT_LINK_PATH: Record<AccountMessageKind, string> = {
  password_reset: "/dashboard/reset-password",
  invitation: "/dashboard/accept-invitation",
};

/** Messages to a dashboard user about their account, not to a registrant about a domain. */
export const ACCOUNT_MESSAGE_KINDS = ["password_reset", "invitation"] as const;
export type AccountMessageKind = (typeof ACCOUNT_MESSAGE_KINDS)[number];
export const isAccountMessage = (kind: RegistrantMessageKind): kind is AccountMessageKind =>
  (ACCOUNT_MESSAGE_KINDS as readonly string[]).includes(kind);

/** The link of an account message (`password_reset`, `invitation`) carrying `token`. */
export const accountLinkUrl = (publicUrl: string, kind: AccountMessageKind, token: string) =>
  `${publicUrl}${ACCOUNT_LINK_PATH[kind]}#${token}`;
import en from "./catalogs/en.json";
import de from "./catalogs/de.json";
import fr from "./catalogs/fr.json";
import es from "./catalogs/es.json";

/**
 * The texts of messages to registrants: one ICU MessageFormat catalog per language
 * (`catalogs/*.json`, the widget's languages), compiled and formatted by Lingui as the widget's
 * and the hosted page's texts are.
 */
const CATALOGS: Record<Language, Record<string, string>> = { en, de, fr, es };
type Key = keyof typeof en;

const compiled = new Map<Language, Messages>();
function messagesOf(language: Language): Messages {
  let messages = compiled.get(language);
  if (!messages) {
    const source = CATALOGS[language];
    messages = Object.fromEntries(
      Object.keys(en).map((k) => [k, compileMessage(source[k] ?? en[k as Key])]),
    );
    compiled.set(language, messages);
  }
  return messages;
}

/** The organization's brand on its messages: its theme's name, accent colour and logo. */
export type MailBrand = { name: string; accentColor: string | null; logoUrl: string | null };

/** The brand of an organization from its name and default theme (`organizations.default_theme`). */
export function brandOf(
  orgName: string,
  theme: Record<string, string | number | null> | null | undefined,
): MailBrand {
  const str = (v: unknown) => (typeof v === "string" && v.length > 0 ? v : null);
  const color = str(theme?.primary_color);
  return {
    name: str(theme?.brand_name) ?? orgName,
    accentColor: color && /^#[0-9a-fA-F]{3,8}$/.test(color) ? color : null,
    logoUrl: str(theme?.logo_url),
  };
}

export type MessageInput = {
  kind: RegistrantMessageKind;
  /** The registrant's email address (the verification names it). */
  recipient: string;
  locale: string;
  params: Record<string, string | number | boolean | null>;
  secrets: Record<string, string> | undefined;
  /** The service's public origin (links). */
  publicUrl: string;
  brand: MailBrand;
};

export type RenderedMessage = {
  subject: string;
  text: string;
  html: string;
  /** The link the message carries (a verification link, with its token); null for none. */
  link: string | null;
  /** `text` with the link's secret replaced by "…": what the record keeps. */
  recordText: string;
};

const esc = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The registration data a data reminder shows (params `data_*`), in catalog order. */
const DATA_FIELDS = ["name", "organization", "email", "phone", "address"] as const;

/**
 * A message's subject, plain text and HTML in the registrant's language (dates in its formats),
 * with the organization's brand; everything put into the HTML is escaped.
 */
export function renderMessage(input: MessageInput): RenderedMessage {
  const choice = pickLocale(input.locale, []);
  const i18n = setupI18n({
    locale: choice.language,
    locales: choice.tag,
    messages: { [choice.language]: messagesOf(choice.language) },
  });
  const dateFormat = new Intl.DateTimeFormat(choice.tag, { dateStyle: "long", timeZone: "UTC" });
  const date = (v: unknown) => (typeof v === "string" ? dateFormat.format(new Date(v)) : "");
  const p = input.params;
  const values: Record<string, unknown> = {
    ...p,
    name: p.first_name ?? "",
    email: input.recipient,
    brand: input.brand.name,
    registrar: new URL(input.publicUrl).host,
    domain: p.domain ?? "",
    auto_renew: p.auto_renew === true ? "true" : "false",
    deadline: date(p.deadline_at),
    expires_at: date(p.expires_at),
    expired_at: date(p.expired_at),
    grace_ends_at: date(p.grace_ends_at),
  };
  const t = (key: Key) => i18n._(key, values);

  const token = input.secrets?.token;
  const linkPath =
    input.kind === "verification"
      ? "/verify"
      : isAccountMessage(input.kind)
        ? ACCOUNT_LINK_PATH[input.kind]
        : null;
  const link = linkPath && token ? `${input.publicUrl}${linkPath}#${token}` : null;
  let paragraphs: string[];
  let action: string | null = null;
  let data: [string, string][] = [];
  switch (input.kind) {
    case "verification":
      paragraphs = [t("verification.body"), t("verification.deadline")];
      action = t("verification.action");
      break;
    case "expiry_reminder":
      paragraphs = [t("expiry_reminder.body"), t("expiry_reminder.renew")];
      break;
    case "expiry_notice":
      paragraphs = [t("expiry_notice.body"), t("expiry_notice.renew")];
      break;
    case "data_reminder":
      paragraphs = [t("data_reminder.body"), t("data_reminder.correct")];
      data = DATA_FIELDS.flatMap((f): [string, string][] => {
        const v = p[`data_${f}`];
        return typeof v === "string" && v ? [[t(`data.${f}`), v]] : [];
      });
      break;
    case "order_receipt": {
      paragraphs = [t("order_receipt.body"), t("order_receipt.renew")];
      const money =
        typeof p.amount === "string" && typeof p.currency === "string"
          ? new Intl.NumberFormat(choice.tag, { style: "currency", currency: p.currency }).format(
              Number(p.amount),
            )
          : "";
      data = [
        [t("receipt.order"), String(p.order_number ?? "")],
        [t("receipt.domain"), String(values.domain)],
        [t("receipt.period"), t("receipt.years")],
        [t("receipt.paid"), money],
        [t("receipt.payment"), p.payment_method === "card" ? t("receipt.card") : t("receipt.wire")],
        [t("receipt.expires"), String(values.expires_at)],
      ];
      break;
    }
    case "password_reset":
    case "invitation":
      paragraphs = [t(`${input.kind}.body`), t(`${input.kind}.expiry`)];
      action = t(`${input.kind}.action`);
      break;
  }
  const subject = t(`${input.kind}.subject`);
  const greet =
    typeof p.first_name === "string" && p.first_name ? t("greeting") : t("greetingAnonymous");
  const footer = isAccountMessage(input.kind)
    ? [t("account.footer")]
    : [t("footer.registrar"), t("footer.contact")];

  const textParts = [greet, paragraphs[0]!];
  if (data.length > 0) textParts.push(data.map(([k, v]) => `${k}: ${v}`).join("\n"));
  if (link) textParts.push(`${action ?? ""}: ${link}`);
  textParts.push(...paragraphs.slice(1), "—", footer.join(" "));
  const text = textParts.join("\n\n") + "\n";

  const accent = input.brand.accentColor ?? "#1f2937";
  const html = [
    `<!doctype html><html lang="${esc(choice.tag)}"><head><meta charset="utf-8"><title>${esc(subject)}</title></head>`,
    `<body style="margin:0;padding:24px;background:#f5f5f5;font-family:Arial,Helvetica,sans-serif;color:#111">`,
    `<div style="max-width:560px;margin:0 auto;background:#fff;border-top:4px solid ${esc(accent)};padding:24px">`,
    input.brand.logoUrl
      ? `<img src="${esc(input.brand.logoUrl)}" alt="${esc(input.brand.name)}" style="max-height:40px;margin-bottom:16px">`
      : `<div style="font-weight:bold;font-size:18px;margin-bottom:16px">${esc(input.brand.name)}</div>`,
    `<p>${esc(greet)}</p>`,
    `<p>${esc(paragraphs[0]!)}</p>`,
    data.length > 0
      ? `<table>${data.map(([k, v]) => `<tr><th style="text-align:left;padding-right:12px">${esc(k)}</th><td>${esc(v)}</td></tr>`).join("")}</table>`
      : "",
    link
      ? `<p><a href="${esc(link)}" style="display:inline-block;background:${esc(accent)};color:#fff;padding:10px 16px;text-decoration:none;border-radius:4px">${esc(action ?? link)}</a></p><p style="font-size:12px;color:#555">${esc(link)}</p>`
      : "",
    ...paragraphs.slice(1).map((para) => `<p>${esc(para)}</p>`),
    `<hr style="border:none;border-top:1px solid #ddd"><p style="font-size:12px;color:#555">${footer.map(esc).join(" ")}</p>`,
    `</div></body></html>`,
  ].join("\n");

  return {
    subject,
    text,
    html,
    link,
    recordText: token ? text.split(token).join("…") : text,
  };
}

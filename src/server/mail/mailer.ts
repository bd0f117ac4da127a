import { createTransport } from "nodemailer";
import type { Logger } from "../logger";

/** One message, ready to send. */
export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The organization's brand as the sender's display name ("Acme Domains <no-reply@…>"). */
  fromName?: string;
  /** What the message is about (written to the log by the log mailer). */
  kind?: string;
  /**
   * The log mailer writes the text too (a dashboard user's password-reset or invitation link,
   * which a development instance without SMTP needs); never set for registrants' messages.
   */
  logText?: boolean;
};

/** Sends mail: SMTP when `SMTP_URL` is set, else the log (development). */
export interface Mailer {
  /** `smtp` or `log`: what `send` does. */
  readonly kind: "smtp" | "log";
  /** Resolves once the server accepted the message; rejects when it refused. */
  send(mail: OutgoingMail): Promise<void>;
  close(): Promise<void>;
}

/** How long the SMTP server may take to answer at each step before a send counts as failed. */
const SMTP_TIMEOUT_MS = 30_000;

/** Where `SMTP_URL` points, without its credentials: "host:port" (for the start's lines and logs). */
export function smtpWhere(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  const port = url.port || (url.protocol === "smtps:" ? "465" : "587");
  return `${url.hostname}:${port}`;
}

/** The address part of `MAIL_FROM` ("Domains <no-reply@x>" → "no-reply@x"). */
const addressOf = (from: string) => /<([^>]+)>/.exec(from)?.[1] ?? from.trim();

/**
 * The service's one mailer: an SMTP mailer (nodemailer, a pooled transport) when `smtpUrl` is
 * set (`smtp://user:pass@host:587`, STARTTLS when offered; `smtps://` for TLS from the start);
 * else a mailer that writes each message's subject, recipient and kind to the log, never a
 * registrant's text (a verification link's token); a dashboard user's account message whole.
 */
export function createMailer(
  settings: { smtpUrl: string | undefined; from: string },
  logger: Logger,
): Mailer {
  if (!settings.smtpUrl) {
    return {
      kind: "log",
      send(mail) {
        logger.info("message (no SMTP_URL: logged, not sent)", {
          to: mail.to,
          subject: mail.subject,
          ...(mail.kind !== undefined && { kind: mail.kind }),
          ...(mail.logText && { text: mail.text }),
        });
        return Promise.resolve();
      },
      close: () => Promise.resolve(),
    };
  }
  const url = new URL(settings.smtpUrl);
  const transport = createTransport({
    pool: true,
    host: url.hostname,
    port: Number(url.port) || (url.protocol === "smtps:" ? 465 : 587),
    secure: url.protocol === "smtps:",
    ...(url.username && {
      auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) },
    }),
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  const address = addressOf(settings.from);
  const defaultName = /^(.*?)\s*</.exec(settings.from)?.[1]?.replace(/^"|"$/g, "") ?? "";
  return {
    kind: "smtp",
    async send(mail) {
      await transport.sendMail({
        from: { name: mail.fromName ?? defaultName, address },
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
    },
    close() {
      transport.close();
      return Promise.resolve();
    },
  };
}

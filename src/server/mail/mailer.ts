import type { Logger } from "../logger";

/** One message, ready to send. */
export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The organization's brand as the sender's display name ("Acme Domains <no-reply@…>"). */
  fromName?: string;
};

/** Sends mail: SMTP when `SMTP_URL` is set, else the log (development). */
export interface Mailer {
  /** `smtp` or `log`: what `send` does. */
  readonly kind: "smtp" | "log";
  /** Resolves once the server accepted the message; rejects when it refused. */
  send(mail: OutgoingMail): Promise<void>;
  close(): Promise<void>;
}

/**
 * Ground for the mail work: a mailer that writes each message to the log (never the text of a
 * link's secret). The SMTP mailer replaces it when `smtpUrl` is set.
 */
export function createMailer(
  _settings: { smtpUrl: string | undefined; from: string },
  logger: Logger,
): Mailer {
  return {
    kind: "log",
    send(mail) {
      logger.info("registrant message (no SMTP_URL: logged, not sent)", {
        to: mail.to,
        subject: mail.subject,
      });
      return Promise.resolve();
    },
    close: () => Promise.resolve(),
  };
}

import { SMTPServer } from "smtp-server";
import { simpleParser, type ParsedMail } from "mailparser";

/** A message the sink received, parsed (mailparser). */
export type ReceivedMail = {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  parsed: ParsedMail;
};

/**
 * A real SMTP server for tests (the `smtp-server` package) on 127.0.0.1 and a free port: the
 * service sends to `url` as to any SMTP server; `mails` holds what arrived. Stop it with `close`.
 */
export async function startSmtpSink(
  opts: { rejectRecipients?: RegExp; onMail?: (mail: ReceivedMail) => void } = {},
) {
  const mails: ReceivedMail[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (opts.rejectRecipients?.test(address.address)) {
        return callback(Object.assign(new Error("mailbox unavailable"), { responseCode: 550 }));
      }
      callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const mail: ReceivedMail = {
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: parsed.subject ?? "",
            text: parsed.text ?? "",
            html: typeof parsed.html === "string" ? parsed.html : "",
            parsed,
          };
          mails.push(mail);
          opts.onMail?.(mail);
          for (const w of waiters.splice(0)) w();
          callback();
        })
        .catch((err: unknown) => callback(err as Error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    /** Resolves once `count` messages arrived (the caller bounds the wait with its own timeout). */
    async waitFor(count: number): Promise<ReceivedMail[]> {
      while (mails.length < count) await new Promise<void>((r) => waiters.push(r));
      return mails;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

import { randomUUID } from "node:crypto";
import type { DbOrTx } from "../db/database";
import { sealSecret, type SecretsKey } from "../secret-box";
import { registrantMessages, type RegistrantMessageKind } from "./schema";

export type QueuedMessage = {
  organizationId: string;
  livemode: boolean;
  domainId: string | null;
  kind: RegistrantMessageKind;
  /** The registrant's email address. */
  recipient: string;
  /** The registrant's language (the widget's locales: en, de, fr, es), `en` when unknown. */
  locale: string;
  /** What the text is made from: names, dates, prices. Never a secret. */
  params: Record<string, string | number | boolean | null>;
  /** Secrets the message carries (a verification link's token): sealed, erased once delivered. */
  secrets?: Record<string, string>;
  /** One message per key (e.g. `expiry_reminder:<domain id>:<expiry>:30`): a repeat is a no-op. */
  dedupeKey?: string;
  now: Date;
};

/**
 * Queues a message to a registrant in the caller's transaction (the outbox): the delivery
 * worker (`delivery.ts`) sends it by SMTP, hands it to the partner as an event, or logs it.
 * Returns the message's id, or undefined when `dedupeKey` was already used.
 */
export async function queueRegistrantMessage(
  tx: DbOrTx,
  secretsKey: SecretsKey,
  m: QueuedMessage,
): Promise<string | undefined> {
  const id = randomUUID();
  const rows = await tx
    .insert(registrantMessages)
    .values({
      id,
      organizationId: m.organizationId,
      livemode: m.livemode,
      domainId: m.domainId,
      kind: m.kind,
      recipient: m.recipient,
      locale: m.locale,
      params: m.params,
      secretParams: m.secrets ? sealSecret(JSON.stringify(m.secrets), id, secretsKey) : null,
      nextAttemptAt: m.now,
      dedupeKey: m.dedupeKey ?? null,
      createdAt: m.now,
    })
    .onConflictDoNothing()
    .returning({ id: registrantMessages.id });
  return rows[0]?.id;
}

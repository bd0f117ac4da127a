import net from "node:net";
import type { Answer, Packet, Question } from "dns-packet";
import dnsPacket from "dns-packet";
import { zoneContents, type ZoneLookup } from "./answer";
import { readTsig, signMessages, tsigError, TSIG_ERROR, verifyRequest, type TsigKey } from "./tsig";
import type { Secondary } from "./secondaries";

/** Who may transfer zones: the secondaries' addresses and, when set, the key they sign with. */
type TransferAccess = { secondaries: Secondary[]; key?: TsigKey | undefined };

const RCODE = { NOERROR: 0, REFUSED: 5, NOTAUTH: 9 };
const AA = dnsPacket.AUTHORITATIVE_ANSWER;
/** Room for a message's records; with the header, question and TSIG it stays far below 65,535. */
const MESSAGE_BYTES = 16_000;

/** Whether `address` (as a socket reports it) is one of the secondaries'. */
function isSecondary(secondaries: Secondary[], address: string): boolean {
  const list = new net.BlockList();
  for (const s of secondaries) list.addAddress(s.address, net.isIPv6(s.address) ? "ipv6" : "ipv4");
  const plain = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");
  return list.check(plain, net.isIPv6(plain) ? "ipv6" : "ipv4");
}

type Context = {
  transport: "udp" | "tcp";
  /** The client's address. */
  address: string;
  lookup: ZoneLookup;
  nameservers: string[];
  access: TransferAccess;
  /** Seconds since the epoch (TSIG time). */
  now: () => number;
  /** Answers an ordinary query. */
  answer: () => Promise<Buffer>;
};

const isTransfer = (q: Question | undefined) => q?.type === "AXFR" || q?.type === "IXFR";

/**
 * Answers a query that asks for a zone transfer (AXFR, RFC 5936; IXFR, RFC 1995) or carries a
 * TSIG record; other queries go to `answer`. The messages are to be sent in order.
 */
export async function answerTransferOrSigned(
  msg: Buffer,
  query: Packet,
  ctx: Context,
): Promise<Buffer[]> {
  const q = (query.questions ?? [])[0];
  const tsig = readTsig(msg);
  if (!isTransfer(q) && !tsig) return [await ctx.answer()];
  const reply = (rcode: number, answers: Answer[] = []) =>
    dnsPacket.encode({
      type: "response",
      id: query.id ?? 0,
      flags: (answers.length ? AA : 0) | rcode,
      questions: query.questions ?? [],
      answers,
    });
  const { key } = ctx.access;
  if (isTransfer(q) && !isSecondary(ctx.access.secondaries, ctx.address))
    return [reply(RCODE.REFUSED)];
  // A transfer needs the key when one is set; any signed query is checked (and answered signed).
  if (key && !tsig) return [reply(RCODE.REFUSED)];
  let sign = (messages: Buffer[]) => messages;
  if (tsig) {
    const now = ctx.now();
    if (!key) return [tsigError(reply(RCODE.NOTAUTH), tsig, TSIG_ERROR.BADKEY, now)];
    const check = verifyRequest(tsig, key, now);
    if (check.error === TSIG_ERROR.BADTIME)
      return signMessages([reply(RCODE.NOTAUTH)], key, {
        requestMac: check.requestMac!,
        nowSeconds: now,
        error: check.error,
      });
    if (check.error !== TSIG_ERROR.NOERROR)
      return [tsigError(reply(RCODE.NOTAUTH), tsig, check.error, now)];
    sign = (messages) =>
      signMessages(messages, key, { requestMac: check.requestMac!, nowSeconds: now });
  }
  if (!isTransfer(q)) return sign([await ctx.answer()]);
  return sign(await transfer(query, q!, ctx, reply));
}

async function transfer(
  query: Packet,
  q: Question,
  ctx: Context,
  reply: (rcode: number, answers?: Answer[]) => Buffer,
): Promise<Buffer[]> {
  // AXFR is TCP's alone (RFC 5936 section 4.2).
  if (q.type === "AXFR" && ctx.transport === "udp") return [reply(RCODE.REFUSED)];
  const qname = q.name.toLowerCase().replace(/\.$/, "");
  const zone = await ctx.lookup(qname);
  if (!zone || zone.zone !== qname) return [reply(RCODE.NOTAUTH)];
  const contents = zoneContents(zone, ctx.nameservers);
  const soa = contents[0]!;
  if (q.type === "IXFR") {
    // No journal: the current SOA when the client is current (or over UDP, where the client
    // then asks again over TCP), else the whole zone in AXFR form (RFC 1995 section 4).
    const theirs = (query.authorities ?? []).find((a) => a.type === "SOA");
    const serial = theirs && "data" in theirs ? (theirs.data as { serial: number }).serial : -1;
    if (serial === zone.serial || ctx.transport === "udp") return [reply(RCODE.NOERROR, [soa])];
  }
  const messages: Buffer[] = [];
  let batch: Answer[] = [];
  let size = 0;
  for (const rr of [...contents, soa]) {
    const len = dnsPacket.encode({ type: "response", answers: [rr] }).length - 12;
    if (batch.length && size + len > MESSAGE_BYTES) {
      messages.push(reply(RCODE.NOERROR, batch));
      batch = [];
      size = 0;
    }
    batch.push(rr);
    size += len;
  }
  messages.push(reply(RCODE.NOERROR, batch));
  return messages;
}

import { createHmac, timingSafeEqual } from "node:crypto";
import { inspect } from "node:util";

/**
 * TSIG (RFC 8945): signing and checking DNS messages with a shared HMAC key, as a zone
 * transfer and a NOTIFY to secondaries need. Works on the messages' wire form: the MAC covers
 * the bytes as sent.
 */

const TSIG_ALGORITHMS = ["hmac-sha256", "hmac-sha512"] as const;
export type TsigAlgorithm = (typeof TSIG_ALGORITHMS)[number];

/** The TSIG errors (RFC 8945 section 3). */
export const TSIG_ERROR = { NOERROR: 0, BADSIG: 16, BADKEY: 17, BADTIME: 18 } as const;

const TYPE_TSIG = 250;
const CLASS_ANY = 255;

/** A shared key; its secret never shows in JSON, `inspect` or a log line. */
export class TsigKey {
  readonly #secret: Buffer;
  constructor(
    /** The key's name, lowercase, no trailing dot. */
    readonly name: string,
    readonly algorithm: TsigAlgorithm,
    secret: Buffer,
  ) {
    this.#secret = secret;
  }
  hmac() {
    return createHmac(this.algorithm.slice(5), this.#secret);
  }
  toJSON() {
    return { name: this.name, algorithm: this.algorithm, secret: "[redacted]" };
  }
  [inspect.custom]() {
    return `TsigKey(${this.name}, ${this.algorithm}, [redacted])`;
  }
}

/**
 * Reads `name:algorithm:base64secret` (the `-y` form of dig and kdig); undefined when it is
 * not one. The error never repeats the text (it holds the secret).
 */
export function parseTsigKey(text: string): TsigKey | undefined {
  const [name, algorithm, secret, ...rest] = text.split(":");
  if (rest.length || !name || !secret) return undefined;
  const alg = algorithm?.toLowerCase() as TsigAlgorithm;
  if (!TSIG_ALGORITHMS.includes(alg)) return undefined;
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(secret)) return undefined;
  const key = Buffer.from(secret, "base64");
  if (key.length < 16) return undefined;
  const owner = name.toLowerCase().replace(/\.$/, "");
  if (!/^[a-z0-9_-]+(\.[a-z0-9_-]+)*$/.test(owner)) return undefined;
  return new TsigKey(owner, alg, key);
}

/** A name in canonical wire form: lowercase labels, uncompressed. */
function nameWire(name: string): Buffer {
  const labels = name
    .toLowerCase()
    .replace(/\.$/, "")
    .split(".")
    .filter((l) => l.length > 0);
  return Buffer.concat([
    ...labels.map((l) => Buffer.concat([Buffer.from([l.length]), Buffer.from(l, "ascii")])),
    Buffer.from([0]),
  ]);
}

/** Reads a (possibly compressed) name at `offset`: the name and the offset after it. */
function readName(buf: Buffer, offset: number): { name: string; end: number } {
  const labels: string[] = [];
  let end = -1;
  let at = offset;
  for (let jumps = 0; jumps < 64; jumps++) {
    const len = buf.readUInt8(at);
    if (len === 0) {
      if (end < 0) end = at + 1;
      return { name: labels.join(".").toLowerCase(), end };
    }
    if ((len & 0xc0) === 0xc0) {
      if (end < 0) end = at + 2;
      at = buf.readUInt16BE(at) & 0x3fff;
      continue;
    }
    labels.push(buf.toString("ascii", at + 1, at + 1 + len));
    at += 1 + len;
  }
  throw new Error("name loop");
}

const uint48 = (n: number) => {
  const b = Buffer.alloc(6);
  b.writeUIntBE(n, 0, 6);
  return b;
};
const uint16 = (n: number) => {
  const b = Buffer.alloc(2);
  b.writeUInt16BE(n);
  return b;
};
const sized = (mac: Buffer) => Buffer.concat([uint16(mac.length), mac]);

/** A message's TSIG record, found as the last record of its additional section. */
export type TsigRecord = {
  keyName: string;
  algorithm: string;
  timeSigned: number;
  fudge: number;
  mac: Buffer;
  originalId: number;
  error: number;
  /** The message without its TSIG record, with the original ID and ARCOUNT as signed. */
  unsigned: Buffer;
};

/** The TSIG record of a message, if it carries one (undefined when malformed or absent). */
export function readTsig(msg: Buffer): TsigRecord | undefined {
  try {
    const arcount = msg.readUInt16BE(10);
    if (arcount === 0) return undefined;
    let at = 12;
    for (let i = 0; i < msg.readUInt16BE(4); i++) at = readName(msg, at).end + 4;
    const records = msg.readUInt16BE(6) + msg.readUInt16BE(8) + arcount;
    let start = at;
    for (let i = 0; i < records; i++) {
      start = at;
      at = readName(msg, at).end;
      at += 10 + msg.readUInt16BE(at + 8);
    }
    const owner = readName(msg, start);
    if (msg.readUInt16BE(owner.end) !== TYPE_TSIG || at !== msg.length) return undefined;
    let p = owner.end + 10;
    const alg = readName(msg, p);
    p = alg.end;
    const timeSigned = msg.readUIntBE(p, 6);
    const fudge = msg.readUInt16BE(p + 6);
    const macSize = msg.readUInt16BE(p + 8);
    const mac = Buffer.from(msg.subarray(p + 10, p + 10 + macSize));
    p += 10 + macSize;
    const originalId = msg.readUInt16BE(p);
    const error = msg.readUInt16BE(p + 2);
    const unsigned = Buffer.from(msg.subarray(0, start));
    unsigned.writeUInt16BE(originalId, 0);
    unsigned.writeUInt16BE(arcount - 1, 10);
    return {
      keyName: owner.name,
      algorithm: alg.name,
      timeSigned,
      fudge,
      mac,
      originalId,
      error,
      unsigned,
    };
  } catch {
    return undefined;
  }
}

/** The TSIG variables the MAC covers (RFC 8945 section 4.3.3). */
function variables(key: TsigKey, timeSigned: number, fudge: number, error: number, other: Buffer) {
  return Buffer.concat([
    nameWire(key.name),
    uint16(CLASS_ANY),
    Buffer.alloc(4),
    nameWire(key.algorithm),
    uint48(timeSigned),
    uint16(fudge),
    uint16(error),
    sized(other),
  ]);
}

/** The outcome of checking a request's TSIG: the error to answer, and the MAC to chain. */
export type TsigCheck = { error: number; requestMac?: Buffer; timeSigned?: number };

/**
 * Checks a signed request against `key` (RFC 8945 section 5.2): the key's name and algorithm
 * (else BADKEY), the MAC (else BADSIG), the time within the fudge (else BADTIME).
 */
export function verifyRequest(tsig: TsigRecord, key: TsigKey, nowSeconds: number): TsigCheck {
  if (tsig.keyName !== key.name || tsig.algorithm !== key.algorithm)
    return { error: TSIG_ERROR.BADKEY };
  const expected = key
    .hmac()
    .update(tsig.unsigned)
    .update(variables(key, tsig.timeSigned, tsig.fudge, tsig.error, Buffer.alloc(0)))
    .digest();
  if (tsig.mac.length !== expected.length || !timingSafeEqual(tsig.mac, expected))
    return { error: TSIG_ERROR.BADSIG };
  if (Math.abs(nowSeconds - tsig.timeSigned) > tsig.fudge)
    return { error: TSIG_ERROR.BADTIME, requestMac: tsig.mac, timeSigned: tsig.timeSigned };
  return { error: TSIG_ERROR.NOERROR, requestMac: tsig.mac, timeSigned: tsig.timeSigned };
}

/** Appends a TSIG record to `msg` and counts it in ARCOUNT. */
function appendTsig(
  msg: Buffer,
  key: { name: string; algorithm: string },
  rdata: { timeSigned: number; fudge: number; mac: Buffer; error: number; other: Buffer },
): Buffer {
  const rd = Buffer.concat([
    nameWire(key.algorithm),
    uint48(rdata.timeSigned),
    uint16(rdata.fudge),
    sized(rdata.mac),
    uint16(msg.readUInt16BE(0)),
    uint16(rdata.error),
    sized(rdata.other),
  ]);
  const head = Buffer.alloc(10);
  head.writeUInt16BE(TYPE_TSIG, 0);
  head.writeUInt16BE(CLASS_ANY, 2);
  head.writeUInt32BE(0, 4);
  head.writeUInt16BE(rd.length, 8);
  const out = Buffer.concat([msg, nameWire(key.name), head, rd]);
  out.writeUInt16BE(msg.readUInt16BE(10) + 1, 10);
  return out;
}

const DEFAULT_FUDGE = 300;

/**
 * Signs the messages of one answer (RFC 8945 sections 5.3 and 5.3.1): the first MAC covers the
 * request's MAC, the message and the TSIG variables; each later one the previous MAC, its
 * message and the timers. With no `requestMac` the first message is a request (a NOTIFY).
 */
export function signMessages(
  messages: Buffer[],
  key: TsigKey,
  {
    requestMac,
    nowSeconds,
    error = 0,
  }: { requestMac?: Buffer; nowSeconds: number; error?: number },
): Buffer[] {
  let prior: Buffer | undefined;
  return messages.map((msg, i) => {
    // BADTIME tells the client the server's time in Other Data (RFC 8945 section 5.2.3).
    const other = error === TSIG_ERROR.BADTIME ? uint48(nowSeconds) : Buffer.alloc(0);
    const hmac = key.hmac();
    if (i === 0) {
      if (requestMac) hmac.update(sized(requestMac));
      hmac.update(msg).update(variables(key, nowSeconds, DEFAULT_FUDGE, error, other));
    } else {
      hmac
        .update(sized(prior!))
        .update(msg)
        .update(Buffer.concat([uint48(nowSeconds), uint16(DEFAULT_FUDGE)]));
    }
    const mac = hmac.digest();
    prior = mac;
    return appendTsig(msg, key, {
      timeSigned: nowSeconds,
      fudge: DEFAULT_FUDGE,
      mac,
      error,
      other,
    });
  });
}

/** An unsigned TSIG record carrying an error (BADKEY, BADSIG: the answer cannot be signed). */
export function tsigError(msg: Buffer, request: TsigRecord, error: number, nowSeconds: number) {
  return appendTsig(
    msg,
    { name: request.keyName, algorithm: request.algorithm },
    {
      timeSigned: nowSeconds,
      fudge: DEFAULT_FUDGE,
      mac: Buffer.alloc(0),
      error,
      other: Buffer.alloc(0),
    },
  );
}

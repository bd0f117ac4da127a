import type { Answer, Packet } from "dns-packet";
import dnsPacket from "dns-packet";

/** RCODE 16, BADVERS: 0 in the header, 1 in the OPT record's extended RCODE (RFC 6891). */
const BADVERS_HIGH = 1;

/**
 * The answer to a query whose EDNS version this server does not speak (RFC 6891 section
 * 6.1.3): BADVERS with an OPT record of version 0 (the one it speaks) and no answer; undefined
 * for a query without EDNS or of version 0.
 */
export function badVersion(query: Packet): Buffer | undefined {
  const opt = (query.additionals ?? []).find((a) => a.type === "OPT") as
    { ednsVersion?: number } | undefined;
  if (!opt || (opt.ednsVersion ?? 0) === 0) return undefined;
  const flags = query.flags ?? 0;
  return dnsPacket.encode({
    type: "response",
    id: query.id ?? 0,
    flags: (flags & 0x7800) | (flags & dnsPacket.RECURSION_DESIRED),
    questions: query.questions ?? [],
    additionals: [
      {
        type: "OPT",
        name: ".",
        udpPayloadSize: 1232,
        extendedRcode: BADVERS_HIGH,
        ednsVersion: 0,
        flags: 0,
        options: [],
      } as unknown as Answer,
    ],
  });
}

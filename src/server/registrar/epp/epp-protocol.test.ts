import { describe, expect, it } from "vitest";
import { classifyResult } from "./codes";
import { encodeFrame, EppFramingError, FrameDecoder } from "./framing";
import {
  command,
  el,
  parseEpp,
  readGreeting,
  readResponse,
  redactXml,
  render,
  EppParseError,
} from "./xml";

describe("EPP framing (RFC 5734)", () => {
  it("prefixes a frame with its total length, header included, big-endian", () => {
    const frame = encodeFrame("<epp/>é");
    expect(frame.readUInt32BE(0)).toBe(4 + Buffer.byteLength("<epp/>é"));
    expect(frame.length).toBe(frame.readUInt32BE(0));
    expect(frame.subarray(4).toString("utf8")).toBe("<epp/>é");
  });

  it("reassembles frames split at every byte and several joined in one read", () => {
    const a = "<epp>first ü</epp>";
    const b = "<epp>second</epp>";
    const c = "<epp>third</epp>";
    const stream = Buffer.concat([encodeFrame(a), encodeFrame(b), encodeFrame(c)]);
    // One byte per read: a header and a multi-byte character are split too.
    const byByte = new FrameDecoder();
    const got: string[] = [];
    for (let i = 0; i < stream.length; i++) got.push(...byByte.push(stream.subarray(i, i + 1)));
    expect(got).toEqual([a, b, c]);
    expect(byByte.pending).toBe(0);
    // All in one read.
    expect(new FrameDecoder().push(stream)).toEqual([a, b, c]);
    // Split at every position in two reads.
    for (let cut = 0; cut <= stream.length; cut++) {
      const d = new FrameDecoder();
      expect([...d.push(stream.subarray(0, cut)), ...d.push(stream.subarray(cut))]).toEqual([
        a,
        b,
        c,
      ]);
    }
  });

  it("keeps a partial frame until the rest arrives", () => {
    const d = new FrameDecoder();
    const f = encodeFrame("<epp/>");
    expect(d.push(f.subarray(0, 6))).toEqual([]);
    expect(d.pending).toBe(6);
    expect(d.push(f.subarray(6))).toEqual(["<epp/>"]);
  });

  it("refuses a length that cannot be a frame or is over the limit", () => {
    const zero = Buffer.alloc(4);
    expect(() => new FrameDecoder().push(zero)).toThrow(EppFramingError);
    const huge = Buffer.alloc(4);
    huge.writeUInt32BE(100_000_000);
    expect(() => new FrameDecoder(1024).push(huge)).toThrow(EppFramingError);
  });
});

describe("EPP XML", () => {
  it("escapes text and attribute values", () => {
    expect(render(el("a", { x: `"<&>` }, [`<b>&"`, el("c")]))).toBe(
      `<a x="&quot;&lt;&amp;&gt;">&lt;b&gt;&amp;"<c/></a>`,
    );
    // Characters XML cannot carry are dropped rather than sent.
    expect(render(el("a", "x\u0000y\u001b"))).toBe("<a>xy</a>");
  });

  it("builds a command with its extension and clTRID", () => {
    const xml = command(el("check", {}, [el("domain:check", { "xmlns:domain": "d" })]), "o-1", [
      el("fee:check", { "xmlns:fee": "f" }),
    ]);
    const epp = parseEpp(xml);
    expect(epp).toMatchObject({
      command: { check: { check: "" }, extension: { check: "" }, clTRID: "o-1" },
    });
  });

  it("parses responses whatever prefixes the server chose", () => {
    const xml = `<?xml version="1.0"?><e:epp xmlns:e="urn:ietf:params:xml:ns:epp-1.0"><e:response>
      <e:result code="2302"><e:msg lang="en">Object exists &amp; is taken</e:msg></e:result>
      <e:resData><d:chkData xmlns:d="urn:ietf:params:xml:ns:domain-1.0"><d:cd><d:name avail="0">a.example</d:name></d:cd></d:chkData></e:resData>
      <e:trID><e:clTRID>o-1</e:clTRID><e:svTRID>S1</e:svTRID></e:trID></e:response></e:epp>`;
    const res = readResponse(parseEpp(xml));
    expect(res).toMatchObject({
      code: 2302,
      message: "Object exists & is taken",
      clTRID: "o-1",
      svTRID: "S1",
    });
    expect(res.resData).toMatchObject({
      chkData: { cd: [{ name: { "#text": "a.example", "@avail": "0" } }] },
    });
  });

  it("reads a greeting's objects and extensions", () => {
    const xml = `<epp xmlns="urn:ietf:params:xml:ns:epp-1.0"><greeting><svID>T</svID><svDate>2026-01-01T00:00:00Z</svDate>
      <svcMenu><version>1.0</version><lang>en</lang><objURI>urn:ietf:params:xml:ns:domain-1.0</objURI>
      <svcExtension><extURI>urn:ietf:params:xml:ns:epp:fee-1.0</extURI></svcExtension></svcMenu></greeting></epp>`;
    expect(readGreeting(parseEpp(xml))).toEqual({
      svID: "T",
      objURIs: ["urn:ietf:params:xml:ns:domain-1.0"],
      extURIs: ["urn:ietf:params:xml:ns:epp:fee-1.0"],
    });
  });

  it("refuses documents that are not EPP, malformed, or carry a DOCTYPE", () => {
    expect(() => parseEpp("<html/>")).toThrow(EppParseError);
    expect(() => parseEpp("<epp><response>")).toThrow(EppParseError);
    expect(() =>
      parseEpp(`<!DOCTYPE epp [<!ENTITY x "y">]><epp xmlns="urn:ietf:params:xml:ns:epp-1.0"/>`),
    ).toThrow(EppParseError);
    expect(() => readResponse(parseEpp(`<epp><response/></epp>`))).toThrow(EppParseError);
  });

  it("redacts passwords and auth codes for the log", () => {
    const xml = command(
      el("login", {}, [el("clID", "me"), el("pw", "s3cret"), el("newPW", "n3w")]),
      "t-1",
    );
    const created = `<domain:authInfo><domain:pw>abc</domain:pw></domain:authInfo>`;
    const out = redactXml(xml + created);
    expect(out).not.toMatch(/s3cret|n3w|abc/);
    expect(out).toContain("<clID>me</clID>");
  });
});

describe("EPP result codes (RFC 5730 section 3)", () => {
  it.each([
    [1000, "success"],
    [1001, "success"],
    [1500, "ended"],
    [2302, "unavailable"],
    [2303, "not_found"],
    [2304, "rejected"],
    [2305, "rejected"],
    [2306, "rejected"],
    [2004, "rejected"],
    [2104, "rejected"],
    [2201, "rejected"],
    [2400, "retry"],
    [2500, "reconnect"],
    [2501, "reconnect"],
    [2502, "reconnect"],
  ])("%i is %s", (code, kind) => {
    expect(classifyResult(code).kind).toBe(kind);
  });

  it("retries after the server closes for 2500 and 2502, never for 2501 (bad credentials)", () => {
    expect(classifyResult(2500)).toEqual({ kind: "reconnect", retryable: true });
    expect(classifyResult(2502)).toEqual({ kind: "reconnect", retryable: true });
    expect(classifyResult(2501)).toEqual({ kind: "reconnect", retryable: false });
    expect(classifyResult(1001)).toEqual({ kind: "success", pending: true });
    expect(classifyResult(2304)).toEqual({ kind: "rejected", why: "status_prohibits" });
  });
});

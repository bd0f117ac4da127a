import { describe, expect, it } from "vitest";
import { readPollMessage } from "./epp-poll";
import { parseEpp, readResponse } from "./xml";

/** A `<poll op="req"/>` answer (1301) around a message's resData and extension. */
const answer = (msg: string, resData = "", extension = "") =>
  readResponse(
    parseEpp(`<?xml version="1.0" encoding="UTF-8" standalone="no"?>
<epp xmlns="urn:ietf:params:xml:ns:epp-1.0"><response>
  <result code="1301"><msg>Command completed successfully; ack to dequeue</msg></result>
  <msgQ count="5" id="12345"><qDate>2000-06-08T22:00:00.0Z</qDate><msg>${msg}</msg></msgQ>
  ${resData && `<resData>${resData}</resData>`}
  ${extension && `<extension>${extension}</extension>`}
  <trID><clTRID>ABC-12345</clTRID><svTRID>54321-XYZ</svTRID></trID>
</response></epp>`),
  );

describe("poll messages", () => {
  it("reads RFC 5731's transfer notice: a transfer away when another registrar asked", () => {
    const trnData = `<domain:trnData xmlns:domain="urn:ietf:params:xml:ns:domain-1.0">
      <domain:name>example.com</domain:name><domain:trStatus>pending</domain:trStatus>
      <domain:reID>ClientX</domain:reID><domain:reDate>2000-06-08T22:00:00.0Z</domain:reDate>
      <domain:acID>ClientY</domain:acID><domain:acDate>2000-06-13T22:00:00.0Z</domain:acDate>
      <domain:exDate>2002-09-08T22:00:00.0Z</domain:exDate></domain:trnData>`;
    const m = readPollMessage(answer("Transfer requested.", trnData), "ClientY");
    expect(m).toMatchObject({
      id: "12345",
      queuedAt: new Date("2000-06-08T22:00:00Z"),
      text: "Transfer requested.",
      kind: "transfer",
      domain: "example.com",
      transferStatus: "pending",
      transferAway: true,
      otherParty: "ClientX",
      actionDate: new Date("2000-06-13T22:00:00Z"),
    });
    expect(m.raw).toContain("<trStatus>pending</trStatus>");
    // The same notice to the registrar that asked: a transfer in, not away.
    expect(readPollMessage(answer("Transfer requested.", trnData), "ClientX").transferAway).toBe(
      false,
    );
  });

  it("reads RFC 5731's pending action notice, executed or not", () => {
    const panData = (result: string) => `<domain:panData
      xmlns:domain="urn:ietf:params:xml:ns:domain-1.0"><domain:name paResult="${result}">example.com</domain:name>
      <domain:paTRID><clTRID>ABC-12345</clTRID><svTRID>54321-XYZ</svTRID></domain:paTRID>
      <domain:paDate>1999-04-04T22:00:00.0Z</domain:paDate></domain:panData>`;
    expect(readPollMessage(answer("Pending action completed.", panData("1")), "me")).toMatchObject({
      kind: "pending_action",
      domain: "example.com",
      approved: true,
    });
    expect(readPollMessage(answer("Pending action rejected.", panData("0")), "me")).toMatchObject({
      kind: "pending_action",
      approved: false,
    });
  });

  it("reads a deletion (RFC 8590 change data), with the auth code redacted from what is kept", () => {
    const infData = `<domain:infData xmlns:domain="urn:ietf:params:xml:ns:domain-1.0">
      <domain:name>gone.example</domain:name><domain:roid>D1-EX</domain:roid>
      <domain:clID>me</domain:clID>
      <domain:authInfo><domain:pw>2fooBAR</domain:pw></domain:authInfo></domain:infData>`;
    const change = `<changePoll:changeData xmlns:changePoll="urn:ietf:params:xml:ns:changePoll-1.0"
      state="after"><changePoll:operation>autoPurge</changePoll:operation>
      <changePoll:date>2013-10-22T14:25:57.0Z</changePoll:date>
      <changePoll:svTRID>12345-XYZ</changePoll:svTRID><changePoll:who>ClientZ</changePoll:who>
      </changePoll:changeData>`;
    const m = readPollMessage(
      answer("Registry initiated update of domain.", infData, change),
      "me",
    );
    expect(m).toMatchObject({ kind: "deleted", domain: "gone.example" });
    expect(m.raw).toContain("autoPurge");
    expect(m.raw).not.toContain("2fooBAR");
  });

  it("reads a low-balance notice, and keeps anything else as other", () => {
    const low = `<lowbalance-poll:pollData
      xmlns:lowbalance-poll="http://www.verisign.com/epp/lowbalance-poll-1.0">
      <lowbalance-poll:registrarName>Test Registrar</lowbalance-poll:registrarName>
      <lowbalance-poll:creditLimit>1000</lowbalance-poll:creditLimit>
      <lowbalance-poll:creditThreshold type="PERCENT">10</lowbalance-poll:creditThreshold>
      <lowbalance-poll:availableCredit>80</lowbalance-poll:availableCredit></lowbalance-poll:pollData>`;
    expect(readPollMessage(answer("Low Account Balance", "", low), "me").kind).toBe("funds");
    expect(readPollMessage(answer("Maintenance on Sunday."), "me")).toMatchObject({
      kind: "other",
      text: "Maintenance on Sunday.",
    });
  });
});

import { join } from "node:path";
import { PROFILE_NS } from "../../src/server/registrar/epp/profiles";
import { NS } from "../../src/server/registrar/epp/xml";
import { FEE_DRAFT_XSDS, withVendoredFeeSchema } from "./epp-registry-fees";
import { RGP } from "./epp-registry-lifecycle";
import { SECDNS_URI } from "./epp-registry-dnssec";
import { xsdValidator, type SchemaFile } from "./xsd-validator";

/**
 * The EPP schemas the test registry validates every command against (RFC 5730–5733, the fee
 * extension and its drafts, RGP, DNSSEC (RFC 5910), the profiles' extensions), vendored in test/fixtures/epp/xsd/
 * with their sources.
 */
export const EPP_XSD_DIR = join(import.meta.dirname, "../fixtures/epp/xsd");

const XSD_FILES = [
  "epp-1.0.xsd",
  "eppcom-1.0.xsd",
  "domain-1.0.xsd",
  "host-1.0.xsd",
  "contact-1.0.xsd",
  "fee-1.0.xsd",
  ...FEE_DRAFT_XSDS.map((x) => x.file),
  "rgp-1.0.xsd",
  "namestoreExt-1.1.xsd",
  "idnLang-1.0.xsd",
  "idn-1.0.xsd",
  "secDNS-1.1.xsd",
];
/** The files, with domain-1.0.xsd's (from nomulus) imports of its siblings by nomulus' names. */
const schemaFiles = (): SchemaFile[] => [
  ...XSD_FILES.map((fileName) => ({ fileName, dir: EPP_XSD_DIR })),
  ...(
    [
      ["eppcom.xsd", "eppcom-1.0.xsd"],
      ["epp.xsd", "epp-1.0.xsd"],
      ["host.xsd", "host-1.0.xsd"],
    ] as const
  ).map(([fileName, from]) => ({ fileName, from, dir: EPP_XSD_DIR })),
];
/** One schema that imports every namespace an EPP command of ours may use. */
const DRIVER = `<?xml version="1.0" encoding="UTF-8"?>
<schema xmlns="http://www.w3.org/2001/XMLSchema" targetNamespace="urn:x-test:epp-driver">
  <import namespace="${NS.epp}" schemaLocation="epp-1.0.xsd"/>
  <import namespace="${NS.domain}" schemaLocation="domain-1.0.xsd"/>
  <import namespace="${NS.host}" schemaLocation="host-1.0.xsd"/>
  <import namespace="${NS.contact}" schemaLocation="contact-1.0.xsd"/>
  <import namespace="${NS.fee}" schemaLocation="fee-1.0.xsd"/>
${FEE_DRAFT_XSDS.map((x) => `  <import namespace="${x.uri}" schemaLocation="${x.file}"/>`).join("\n")}
  <import namespace="${RGP}" schemaLocation="rgp-1.0.xsd"/>
  <import namespace="${PROFILE_NS.namestore}" schemaLocation="namestoreExt-1.1.xsd"/>
  <import namespace="${PROFILE_NS.idnLang}" schemaLocation="idnLang-1.0.xsd"/>
  <import namespace="${PROFILE_NS.idn}" schemaLocation="idn-1.0.xsd"/>
  <import namespace="${SECDNS_URI}" schemaLocation="secDNS-1.1.xsd"/>
</schema>`;

/** Validates EPP instances, built once per process (every command a test registry receives). */
const validate = xsdValidator("epp-xsd:///", schemaFiles, DRIVER);

/** Validates one EPP instance against the RFC schemas; the schema errors, none when valid. */
export async function schemaErrors(xml: string): Promise<string[]> {
  return validate(withVendoredFeeSchema(xml));
}

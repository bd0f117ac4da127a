import { readFileSync } from "node:fs";
import { join } from "node:path";
import {
  XmlBufferInputProvider,
  XmlDocument,
  XmlValidateError,
  XsdValidator,
  xmlRegisterInputProvider,
} from "libxml2-wasm";
import { PROFILE_NS } from "../../src/server/registrar/epp/profiles";
import { NS } from "../../src/server/registrar/epp/xml";
import { FEE_DRAFT_XSDS, withVendoredFeeSchema } from "./epp-registry-fees";
import { RGP } from "./epp-registry-lifecycle";
import { SECDNS_URI } from "./epp-registry-dnssec";

/**
 * The EPP schemas the test registry validates every command against (RFC 5730–5733, the fee
 * extension and its drafts, RGP, DNSSEC (RFC 5910), the profiles' extensions), vendored in test/fixtures/epp/xsd/
 * with their sources.
 */
const XSD_DIR = join(import.meta.dirname, "../fixtures/epp/xsd");

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
/** The schemas, read once per process (every command a test registry receives is validated). */
let loaded: { fileName: string; contents: string }[] | undefined;
const schemaFiles = () => {
  if (loaded) return loaded;
  const read = (n: string) => readFileSync(join(XSD_DIR, n), "utf8");
  const files = XSD_FILES.map((n) => ({ fileName: n, contents: read(n) }));
  // domain-1.0.xsd (from nomulus) imports its siblings by nomulus' file names.
  for (const [alias, real] of [
    ["eppcom.xsd", "eppcom-1.0.xsd"],
    ["epp.xsd", "epp-1.0.xsd"],
    ["host.xsd", "host-1.0.xsd"],
  ] as const) {
    files.push({ fileName: alias, contents: read(real) });
  }
  loaded = files;
  return files;
};
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

/** Where the schemas are found by the parser: their file names under one made-up directory. */
const BASE = "epp-xsd:///";
/** The validator, built once per process from the driver schema and every schema it imports. */
let validator: XsdValidator | undefined;
const schema = () => {
  if (validator) return validator;
  const enc = new TextEncoder();
  xmlRegisterInputProvider(
    new XmlBufferInputProvider(
      Object.fromEntries(schemaFiles().map((f) => [BASE + f.fileName, enc.encode(f.contents)])),
    ),
  );
  const driver = XmlDocument.fromString(DRIVER, { url: BASE + "driver.xsd" });
  validator = XsdValidator.fromDoc(driver);
  driver.dispose();
  return validator;
};

/** Validates one EPP instance against the RFC schemas; the schema errors, none when valid. */
export async function schemaErrors(xml: string): Promise<string[]> {
  let doc: XmlDocument;
  try {
    doc = XmlDocument.fromString(withVendoredFeeSchema(xml));
  } catch (e) {
    return [`not well-formed: ${(e as Error).message}`];
  }
  try {
    schema().validate(doc);
    return [];
  } catch (e) {
    if (e instanceof XmlValidateError) return e.details.map((d) => d.message.trim());
    throw e;
  } finally {
    doc.dispose();
  }
}

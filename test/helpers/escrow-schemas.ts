import { join } from "node:path";
import { EPP_XSD_DIR } from "./epp-schemas";
import { xsdValidator } from "./xsd-validator";

/**
 * The schemas of a registrar data escrow deposit: RFC 8909's envelope and RFC 9022's objects,
 * vendored in test/fixtures/escrow/xsd/ with their source, and the EPP schemas they import
 * (test/fixtures/epp/xsd/), under the file names the rde schemas import them by.
 */
const ESCROW_XSD_DIR = join(import.meta.dirname, "../fixtures/escrow/xsd");
/** The rde schemas by file name and the namespace each defines. */
const RDE = [
  ["rde", "rde"],
  ["rde-domain", "rdeDomain"],
  ["rde-contact", "rdeContact"],
  ["rde-host", "rdeHost"],
  ["rde-registrar", "rdeRegistrar"],
  ["rde-header", "rdeHeader"],
  ["rde-idn", "rdeIDN"],
] as const;

const files = () => [
  ...RDE.map(([n]) => ({ fileName: `${n}.xsd`, dir: ESCROW_XSD_DIR })),
  ...(
    [
      ["eppcom.xsd", "eppcom-1.0.xsd"],
      ["eppcom-1.0.xsd", "eppcom-1.0.xsd"],
      ["epp.xsd", "epp-1.0.xsd"],
      ["epp-1.0.xsd", "epp-1.0.xsd"],
      ["domain.xsd", "domain-1.0.xsd"],
      ["host.xsd", "host-1.0.xsd"],
      ["contact.xsd", "contact-1.0.xsd"],
      ["secdns.xsd", "secDNS-1.1.xsd"],
      ["rgp.xsd", "rgp-1.0.xsd"],
    ] as const
  ).map(([fileName, from]) => ({ fileName, from, dir: EPP_XSD_DIR })),
];

const DRIVER = `<?xml version="1.0" encoding="UTF-8"?>
<schema xmlns="http://www.w3.org/2001/XMLSchema" targetNamespace="urn:x-test:escrow-driver">
${RDE.map(([n, ns]) => `  <import namespace="urn:ietf:params:xml:ns:${ns}-1.0" schemaLocation="${n}.xsd"/>`).join("\n")}
</schema>`;

/** Validates one deposit's XML against RFC 8909 and RFC 9022; the schema errors, none when valid. */
export const escrowSchemaErrors = xsdValidator("escrow-xsd:///", files, DRIVER);

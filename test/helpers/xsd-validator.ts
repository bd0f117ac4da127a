import { readFileSync } from "node:fs";
import { join } from "node:path";
import {
  XmlBufferInputProvider,
  XmlDocument,
  XmlValidateError,
  XsdValidator,
  xmlRegisterInputProvider,
} from "libxml2-wasm";

/** One schema file the validator can load: its name as the schemas import it, and where it is. */
export type SchemaFile = { fileName: string; dir: string; from?: string };

/**
 * A validator for a set of vendored XSDs: `driver` is one schema that imports every namespace
 * an instance may use. The files are served to libxml2 under `base` (a made-up URL scheme, one
 * per set: input providers are process-wide) and read, and the validator built, on the first
 * validation only. Answers the schema errors of an instance, none when it is valid.
 */
export function xsdValidator(base: string, files: () => SchemaFile[], driver: string) {
  let validator: XsdValidator | undefined;
  const schema = () => {
    if (validator) return validator;
    const enc = new TextEncoder();
    xmlRegisterInputProvider(
      new XmlBufferInputProvider(
        Object.fromEntries(
          files().map((f) => [
            base + f.fileName,
            enc.encode(readFileSync(join(f.dir, f.from ?? f.fileName), "utf8")),
          ]),
        ),
      ),
    );
    const doc = XmlDocument.fromString(driver, { url: base + "driver.xsd" });
    validator = XsdValidator.fromDoc(doc);
    doc.dispose();
    return validator;
  };
  return (xml: string): string[] => {
    let doc: XmlDocument;
    try {
      doc = XmlDocument.fromString(xml);
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
  };
}

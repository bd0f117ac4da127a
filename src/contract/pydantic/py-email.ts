import { fail, pass, pyField, type PyCheck } from "./py-field";
import { pyError } from "./py-issue";
import { checkPyStr } from "./py-str";

/** pydantic's `MAX_EMAIL_LENGTH`. */
const MAX_EMAIL_LENGTH = 2048;
/** `Display Name <address>`, which pydantic's EmailStr accepts and reduces to the address. */
const PRETTY_EMAIL =
  /^\s*(?:(?:[\w!#$%&'*+\-/=?^`{|}~]+\s+)*[\w!#$%&'*+\-/=?^`{|}~]+|"(?:[^"]|\\")+")?\s*<(.+)>\s*$/u;
const LOCAL_ATEXT = /^[a-zA-Z0-9!#$%&'*+\-/=?^_`{|}~.\u0080-\u{10FFFF}]$/u;
const DOMAIN_ATEXT = /^[a-zA-Z0-9\-.\u0080-\u{10FFFF}]$/u;
/** email-validator's special-use names (RFC 6761 and others) refused even without DNS checks. */
const SPECIAL_USE = ["arpa", "invalid", "local", "localhost", "onion", "test"];

/** Python's repr of a character, as email-validator displays bad characters. */
function display(c: string): string {
  const code = c.codePointAt(0)!;
  if (code < 0x20 || code === 0x7f) return `U+${code.toString(16).toUpperCase().padStart(4, "0")}`;
  return c === "'" ? `"'"` : `'${c}'`;
}

function badChars(part: string, allowed: RegExp): string | undefined {
  const bad = [...new Set([...part].filter((c) => !allowed.test(c)))].map(display).sort();
  return bad.length > 0 ? bad.join(", ") : undefined;
}

/** The reason python-email-validator (2.x, no deliverability check) gives, or undefined. */
function emailReason(email: string): string | undefined {
  const at = email.lastIndexOf("@");
  if (at < 0) return "An email address must have an @-sign.";
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);

  if (local.length === 0) return "There must be something before the @-sign.";
  const badLocal = badChars(local, LOCAL_ATEXT);
  if (badLocal)
    return `The email address contains invalid characters before the @-sign: ${badLocal}.`;
  if (local.startsWith(".")) return "An email address cannot start with a period.";
  if (local.endsWith("."))
    return "An email address cannot have a period immediately before the @-sign.";
  if (local.includes("..")) return "An email address cannot have two periods in a row.";
  const localLength = new TextEncoder().encode(local).length;
  if (localLength > 64) {
    const over = localLength - 64;
    return `The email address is too long before the @-sign (${over} character${over === 1 ? "" : "s"} too many).`;
  }

  if (domain.length === 0) return "There must be something after the @-sign.";
  if (domain.startsWith("[")) return "A bracketed IP address after the @-sign is not allowed here.";
  const badDomain = badChars(domain, DOMAIN_ATEXT);
  if (badDomain) return `The part after the @-sign contains invalid characters: ${badDomain}.`;
  if (domain.startsWith("."))
    return "An email address cannot have a period immediately after the @-sign.";
  if (domain.endsWith(".")) return "An email address cannot end with a period.";
  if (domain.includes("..")) return "An email address cannot have two periods in a row.";
  if (domain.startsWith("-"))
    return "An email address cannot have a hyphen immediately after the @-sign.";
  if (domain.endsWith("-")) return "An email address cannot end with a hyphen.";
  if (/\.-|-\./.test(domain))
    return "An email address cannot have a period and a hyphen next to each other.";
  if (domain.length > 253) return "The email address is too long after the @-sign.";
  if (domain.split(".").some((label) => label.length > 63)) {
    return "After the @-sign, periods cannot be separated by so many characters.";
  }
  const lower = domain.toLowerCase();
  if (!lower.includes("."))
    return "The part after the @-sign is not valid. It should have a period.";
  const tld = lower.split(".").at(-1)!;
  if (SPECIAL_USE.some((name) => lower === name || lower.endsWith(`.${name}`))) {
    return "The part after the @-sign is a special-use or reserved name that cannot be used with email.";
  }
  if (!/^[a-z\u0080-\u{10FFFF}]/u.test(tld)) {
    return "The part after the @-sign is not valid. It is not within a valid top-level domain.";
  }
  return undefined;
}

/**
 * Checks pydantic's `EmailStr`: a string (else `string_type`), then the address rules of
 * python-email-validator; failures are `value_error` with the validator's reason in `ctx`.
 * The output is the address with its domain lower-cased (email-validator's `normalized`).
 */
function checkPyEmail(input: unknown): PyCheck<string> {
  const str = checkPyStr(input);
  if (!str.ok) return str;
  const invalid = (reason: string) =>
    fail(
      pyError("value_error", `value is not a valid email address: ${reason}`, input, { reason }),
    );
  if (str.value.length > MAX_EMAIL_LENGTH) {
    return invalid(`Length must not exceed ${MAX_EMAIL_LENGTH} characters`);
  }
  const email = PRETTY_EMAIL.exec(str.value)?.[1] ?? str.value;
  const reason = emailReason(email);
  if (reason) return invalid(reason);
  const at = email.lastIndexOf("@");
  return pass(`${email.slice(0, at)}@${email.slice(at + 1).toLowerCase()}`);
}

/** A pydantic `EmailStr` field. */
export function pyEmail() {
  return pyField(checkPyEmail, { type: "string", format: "email" });
}

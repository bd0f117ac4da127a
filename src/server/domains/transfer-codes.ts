import { randomInt } from "node:crypto";

/**
 * A transfer code's characters: letters, digits and symbols registries accept in an authInfo
 * (no quote, no `&`, `<`, `>` or backslash, nothing that XML or a shell would need escaped).
 */
const LOWER = "abcdefghijklmnopqrstuvwxyz";
const UPPER = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const DIGITS = "0123456789";
const SYMBOLS = "!#$%*+-=?@^_~";
const CLASSES = [LOWER, UPPER, DIGITS, SYMBOLS];
const ALPHABET = CLASSES.join("");

/** 24 characters of a 75-character alphabet: about 149 bits, more than RFC 9154's 128. */
const TRANSFER_CODE_LENGTH = 24;

/**
 * A fresh transfer code (RFC 9154 §4.1): each character drawn uniformly from a CSPRNG
 * (`crypto.randomInt`), drawn again until it mixes lower and upper case letters, digits and
 * symbols, as registries' password rules ask. Only the caller sees it: it is set at the registry
 * and returned once, never stored nor logged here.
 */
export function generateTransferCode(): string {
  for (;;) {
    let code = "";
    for (let i = 0; i < TRANSFER_CODE_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
    if (CLASSES.every((chars) => [...code].some((ch) => chars.includes(ch)))) return code;
  }
}

import { domainToASCII, domainToUnicode } from "node:url";

/**
 * The IDNA2008 rules a registry applies to a name that UTS #46 (`url.domainToASCII`) has
 * already mapped: RFC 5891 (A-label round trip, hyphens, no leading combining mark, NFC),
 * RFC 5892 (PVALID code points, the exceptions table, the CONTEXTO rules), RFC 5893 (the Bidi
 * rule) and the single-script rule of UTS #39 "highly restrictive" that registries' IDN tables
 * enforce. JavaScript has no IDNA2008 table, no Bidi_Class and no Canonical_Combining_Class
 * property, so three parts are approximations, each stricter rather than looser:
 * - PVALID is derived from general categories (Ll, Lo, Lm, Mn, Mc, Nd), minus default-ignorable,
 *   noncharacter and Hangul Jamo code points and anything NFKC plus lowercasing changes.
 * - ZWJ and ZWNJ (CONTEXTJ) are refused outright instead of allowed after a virama.
 * - Bidi classes come from scripts: letters of right-to-left scripts are R/AL, U+0660..0669 AN,
 *   ASCII and U+06F0..06F9 digits EN, nonspacing marks NSM, hyphen ES, everything else L.
 */

/** UAX #31 Table 4's recommended scripts: the only ones registries' IDN tables offer. */
const RECOMMENDED_SCRIPTS = [
  "Latin",
  "Greek",
  "Cyrillic",
  "Armenian",
  "Hebrew",
  "Arabic",
  "Thaana",
  "Devanagari",
  "Bengali",
  "Gurmukhi",
  "Gujarati",
  "Oriya",
  "Tamil",
  "Telugu",
  "Kannada",
  "Malayalam",
  "Sinhala",
  "Thai",
  "Lao",
  "Tibetan",
  "Myanmar",
  "Georgian",
  "Hangul",
  "Ethiopic",
  "Khmer",
  "Hiragana",
  "Katakana",
  "Bopomofo",
  "Han",
] as const;
type Script = (typeof RECOMMENDED_SCRIPTS)[number];

const SCRIPT_EXTENSIONS = RECOMMENDED_SCRIPTS.map(
  (name) => [name, new RegExp(`^\\p{Script_Extensions=${name}}$`, "u")] as const,
);

/** Scripts that may share a label (UTS #39 "highly restrictive"): Japanese, Chinese, Korean. */
const SCRIPT_SETS: readonly (readonly Script[])[] = [
  ["Latin", "Han", "Hiragana", "Katakana"],
  ["Latin", "Han", "Bopomofo"],
  ["Latin", "Han", "Hangul"],
];

/** RFC 5892 §2.6 exceptions: always PVALID. */
const PVALID_EXCEPTIONS = new Set([0xdf, 0x3c2, 0x6fd, 0x6fe, 0xf0b, 0x3007]);
/** RFC 5892 §2.6 exceptions: always DISALLOWED. */
const DISALLOWED_EXCEPTIONS = new Set([
  0x640, 0x7fa, 0x302e, 0x302f, 0x3031, 0x3032, 0x3033, 0x3034, 0x3035, 0x303b,
]);
/** RFC 5892 Appendix A CONTEXTO code points (rules in {@link contextProblem}). */
const CONTEXTO = /^[\u00b7\u0375\u05f3\u05f4\u30fb\u0660-\u0669\u06f0-\u06f9]$/u;

const LETTER_DIGIT = /^[\p{Ll}\p{Lo}\p{Lm}\p{Mn}\p{Mc}\p{Nd}]$/u;
const IGNORABLE =
  /^[\p{Default_Ignorable_Code_Point}\p{Noncharacter_Code_Point}\p{Extended_Pictographic}]$/u;
/** Conjoining Hangul Jamo (Hangul_Syllable_Type L, V, T): DISALLOWED in IDNA2008. */
const HANGUL_JAMO = /^[\u1100-\u11ff\ua960-\ua97f\ud7b0-\ud7ff]$/u;

const hex = (c: string) => `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`;

/** Whether `c` is PVALID or CONTEXTO (RFC 5892), per the approximation above. */
function allowedCodePoint(c: string): boolean {
  const cp = c.codePointAt(0)!;
  if (c === "-" || PVALID_EXCEPTIONS.has(cp) || CONTEXTO.test(c)) return true;
  if (DISALLOWED_EXCEPTIONS.has(cp) || IGNORABLE.test(c) || HANGUL_JAMO.test(c)) return false;
  if (!LETTER_DIGIT.test(c)) return false;
  return c.normalize("NFKC").toLowerCase() === c;
}

/** The CONTEXTO rules of RFC 5892 Appendix A.3..A.9 for the code point at `i`. */
function contextProblem(chars: string[], i: number): string | undefined {
  const c = chars[i]!;
  const prev = chars[i - 1];
  const next = chars[i + 1];
  switch (c) {
    case "\u00b7":
      return prev === "l" && next === "l" ? undefined : "a middle dot (U+00B7) only between two l";
    case "\u0375":
      return next && /^\p{Script=Greek}$/u.test(next)
        ? undefined
        : "the Greek keraia (U+0375) only before a Greek letter";
    case "\u05f3":
    case "\u05f4":
      return prev && /^\p{Script=Hebrew}$/u.test(prev)
        ? undefined
        : `the Hebrew ${c === "\u05f3" ? "geresh (U+05F3)" : "gershayim (U+05F4)"} only after a Hebrew letter`;
    case "\u30fb":
      return chars.some((x) => /^[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]$/u.test(x))
        ? undefined
        : "the Katakana middle dot (U+30FB) only with Hiragana, Katakana or Han";
  }
  if (/^[\u0660-\u0669]$/u.test(c) && chars.some((x) => /^[\u06f0-\u06f9]$/u.test(x))) {
    return "Arabic-Indic digits (U+0660..0669) not mixed with extended ones (U+06F0..06F9)";
  }
  return undefined;
}

type BidiClass = "L" | "R" | "AN" | "EN" | "ES" | "ON" | "NSM";

const RTL_SCRIPT =
  /^[\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}\p{Script=Samaritan}\p{Script=Mandaic}\p{Script=Adlam}\p{Script=Hanifi_Rohingya}]$/u;

/** The Bidi_Class of an allowed code point, approximated from its script and category. */
function bidiClass(c: string): BidiClass {
  if (/^[\p{Mn}\p{Me}]$/u.test(c)) return "NSM";
  if (/^[\u0660-\u0669]$/u.test(c)) return "AN";
  if (/^[0-9\u06f0-\u06f9]$/u.test(c)) return "EN";
  if (c === "-") return "ES";
  if (/^[\u00b7\u0375\u30fb]$/u.test(c)) return "ON";
  return RTL_SCRIPT.test(c) ? "R" : "L";
}

/** A label with a right-to-left character (R, AL or AN) makes the name a "Bidi domain name". */
const isRtlLabel = (u: string) => [...u].some((c) => ["R", "AN"].includes(bidiClass(c)));

/** RFC 5893 §2's six conditions for one label of a Bidi domain name. */
function bidiProblem(u: string): string | undefined {
  const classes = [...u].map(bidiClass);
  let end = classes.length - 1;
  while (end > 0 && classes[end] === "NSM") end--;
  const last = classes[end];
  if (classes[0] === "R") {
    if (classes.some((k) => k === "L")) return "mixes right-to-left and left-to-right letters";
    if (!["R", "EN", "AN"].includes(last!))
      return "ends in a character a right-to-left name cannot end with";
    if (classes.includes("EN") && classes.includes("AN")) {
      return "mixes Arabic-Indic and European digits";
    }
    return undefined;
  }
  if (classes[0] === "L") {
    if (classes.some((k) => k === "R" || k === "AN")) {
      return "mixes left-to-right and right-to-left characters";
    }
    if (!["L", "EN"].includes(last!)) {
      return "ends in a character a left-to-right label of a right-to-left name cannot end with";
    }
    return undefined;
  }
  return "begins with a digit or mark, which a name with right-to-left text cannot";
}

/** The recommended scripts `c` is used with, or "any" for Common and Inherited characters. */
function scriptsOf(c: string): readonly Script[] | "any" | undefined {
  const set = SCRIPT_EXTENSIONS.filter(([, re]) => re.test(c)).map(([name]) => name);
  if (set.length > 0) return set;
  return /^[\p{Script=Common}\p{Script=Inherited}]$/u.test(c) ? "any" : undefined;
}

const listed = (names: string[]) =>
  names.length <= 2 ? names.join(" and ") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;

/** The single-script rule: one script, or one of the {@link SCRIPT_SETS}. */
function scriptProblem(u: string): string | undefined {
  const sets: (readonly Script[])[] = [];
  for (const c of u) {
    const s = scriptsOf(c);
    if (s === undefined) return `uses a script that domain names do not (${hex(c)})`;
    if (s !== "any") sets.push(s);
  }
  if (sets.length === 0) return undefined;
  const common = sets.reduce((acc, s) => acc.filter((x) => s.includes(x)));
  if (common.length > 0) return undefined;
  if (SCRIPT_SETS.some((allowed) => sets.every((s) => s.some((x) => allowed.includes(x))))) {
    return undefined;
  }
  const names = [...new Set(sets.map((s) => s[0]!))];
  return `mixes scripts (${listed(names)}); each part of a domain name uses one script`;
}

/** Why one U-label breaks RFC 5891/5892 and the script rule, or undefined. */
function uLabelProblem(u: string): string | undefined {
  if (u.normalize("NFC") !== u) return "is not in Unicode normalization form C";
  const chars = [...u];
  for (const c of chars) {
    if (c === "\u200c" || c === "\u200d") {
      return `contains a zero-width joiner or non-joiner (${hex(c)}), which domain names here do not allow`;
    }
    if (!allowedCodePoint(c)) {
      return `contains a character not allowed in domain names (${hex(c)})`;
    }
  }
  if (/^\p{M}/u.test(u)) return "begins with a combining mark";
  if (u.startsWith("-") || u.endsWith("-")) return "begins or ends with a hyphen";
  if (u.slice(2, 4) === "--") return "has hyphens in the third and fourth positions";
  for (let i = 0; i < chars.length; i++) {
    const problem = contextProblem(chars, i);
    if (problem) return `may have ${problem}`;
  }
  return scriptProblem(u);
}

/**
 * Checks the A-labels of a name UTS #46 has mapped (lowercase, LDH): every `xn--` label must
 * decode to a U-label that is valid IDNA2008 and encodes back to the same A-label; other
 * labels must not have `--` in the third and fourth positions (reserved for such prefixes).
 * When any label is right-to-left, every label must pass the Bidi rule. Returns the reason
 * (a sentence naming the label) when a label fails.
 * @example idnaProblem(["xn--pple-43d", "com"]) // "'аpple' mixes scripts (Cyrillic and Latin); …"
 */
export function idnaProblem(labels: readonly string[]): string | undefined {
  const uLabels: string[] = [];
  for (const label of labels) {
    if (!label.startsWith("xn--")) {
      if (label.slice(2, 4) === "--") {
        return `'${label}' has hyphens in the third and fourth positions, which are reserved for internationalised names (xn--).`;
      }
      uLabels.push(label);
      continue;
    }
    const u = domainToUnicode(label);
    if (u === "" || u.includes(".") || /^\p{ASCII}*$/u.test(u) || domainToASCII(u) !== label) {
      return `'${label}' is not a valid A-label (the punycode form of an internationalised name).`;
    }
    const problem = uLabelProblem(u);
    if (problem) return `'${u}' ${problem}.`;
    uLabels.push(u);
  }
  if (uLabels.some(isRtlLabel)) {
    for (const u of uLabels) {
      const problem = bidiProblem(u);
      if (problem) return `'${u}' ${problem} (the Bidi rule of RFC 5893).`;
    }
  }
  return undefined;
}

/**
 * Why UTS #46 refused a name (`url.domainToASCII` gave ""), in the words of
 * {@link idnaProblem}, when the rules here can tell; else undefined. The labels are read as
 * U-labels after lowercasing and NFC, as UTS #46 would map them.
 */
export function explainRefusedName(name: string): string | undefined {
  const labels = name.normalize("NFC").toLowerCase().split(".");
  for (const u of labels) {
    if (u === "" || /^\p{ASCII}*$/u.test(u)) continue;
    const problem = uLabelProblem(u);
    if (problem) return `'${u}' ${problem}.`;
  }
  if (labels.some(isRtlLabel)) {
    for (const u of labels) {
      const problem = u === "" ? undefined : bidiProblem(u);
      if (problem) return `'${u}' ${problem} (the Bidi rule of RFC 5893).`;
    }
  }
  return undefined;
}

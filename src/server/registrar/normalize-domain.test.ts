import { describe, expect, it } from "vitest";
import { normalizeDomain, underSuffix } from "./normalize-domain";
import { POPULAR_SUFFIXES, SANDBOX_PRICES } from "./sandbox-prices";

describe("normalizeDomain: IDNA2008, UTS #46, Bidi and script rules", () => {
  it.each([
    ["münchen.de", "xn--mnchen-3ya.de", "münchen.de"],
    ["xn--mnchen-3ya.de", "xn--mnchen-3ya.de", "münchen.de"],
    ["MÜNCHEN.DE.", "xn--mnchen-3ya.de", "münchen.de"],
    ["bücher.co.uk", "xn--bcher-kva.co.uk", "bücher.co.uk"],
    ["例え.jp", "xn--r8jz45g.jp", "例え.jp"],
    ["日本語ドメイン.jp", "xn--eckwd4c7c5976acvb2w6i.jp", "日本語ドメイン.jp"],
    [
      "ひらがなカタカナ漢字abc.jp",
      "xn--abc-o73b4fvb9jyka3rseo550d906b.jp",
      "ひらがなカタカナ漢字abc.jp",
    ],
    ["カ・カ.jp", "xn--lcka3v.jp", "カ・カ.jp"],
    ["中文.cn", "xn--fiq228c.cn", "中文.cn"],
    ["中文abc.cn", "xn--abc-u68do18h.cn", "中文abc.cn"],
    ["ㄅㄆ中文.tw", "xn--5ekc305thxu.tw", "ㄅㄆ中文.tw"],
    ["한국어.kr", "xn--3e0bk47br7k.kr", "한국어.kr"],
    ["مثال.com", "xn--mgbh0fb.com", "مثال.com"],
    ["مثال١٢٣.com", "xn--mgbh0fb7lgh.com", "مثال١٢٣.com"],
    ["مثال123.com", "xn--123-nzet5me.com", "مثال123.com"],
    ["ﻣﺜﺎل.com", "xn--mgbh0fb.com", "مثال.com"],
    ["שלום.co.il", "xn--9dbne9b.co.il", "שלום.co.il"],
    ["שׁלום.com", "xn--pdb4buf0d.com", "שׁלום.com"],
    ["пример.рф", "xn--e1afmkfd.xn--p1ai", "пример.рф"],
    ["παράδειγμα.gr", "xn--hxajbheg2az3al.gr", "παράδειγμα.gr"],
    ["कखग.in", "xn--11bcd.in", "कखग.in"],
    ["உதாரணம்.in", "xn--zkc6cc5bi7f6e.in", "உதாரணம்.in"],
    ["ß.de", "xn--zca.de", "ß.de"],
    ["l·l.cat", "xn--ll-0ea.cat", "l·l.cat"],
    ["ＡＢＣ.com", "abc.com", "abc.com"],
    ["shop-24.com", "shop-24.com", "shop-24.com"],
    ["123.com", "123.com", "123.com"],
  ])("accepts %j as %s", (input, name, unicode) => {
    const r = normalizeDomain(input);
    expect(r).toMatchObject({ ok: true, domain: { name, unicode } });
  });

  it.each([
    ["xn--e28h.com", "'😀' contains a character not allowed in domain names (U+1F600)."],
    ["😀.com", "'😀' contains a character not allowed in domain names (U+1F600)."],
    ["xn--ls8h.la", "'💩' contains a character not allowed in domain names (U+1F4A9)."],
    ["♥.com", "'♥' contains a character not allowed in domain names (U+2665)."],
    ["a♥b.com", "'a♥b' contains a character not allowed in domain names (U+2665)."],
    ["a\u0640b.com", "contains a character not allowed in domain names (U+0640)"],
    ["ㄱ.kr", "'ᄀ' contains a character not allowed in domain names (U+1100)."],
    [
      "\u0430pple.com",
      "'аpple' mixes scripts (Cyrillic and Latin); each part of a domain name uses one script.",
    ],
    ["p\u0430yp\u0430l.com", "mixes scripts (Latin and Cyrillic)"],
    ["αbc.com", "mixes scripts (Greek and Latin)"],
    ["中文한국어ひらがな.com", "mixes scripts"],
    ["कখ.in", "mixes scripts (Devanagari and Bengali)"],
    ["ab--cd.com", "hyphens in the third and fourth positions"],
    ["xn--abc-.com", "letters, digits and inner hyphens"],
    ["xn--zz.com", "not a valid internationalised domain name"],
    ["la·l.cat", "a middle dot (U+00B7) only between two l"],
    ["a・b.jp", "the Katakana middle dot (U+30FB) only with Hiragana, Katakana or Han"],
    ["\u0375a.gr", "the Greek keraia (U+0375) only before a Greek letter"],
    ["\u05f3ab.com", "the Hebrew geresh (U+05F3) only after a Hebrew letter"],
    ["مثال\u0661\u06f1.com", "not mixed with extended ones"],
    ["١٢٣.com", "the Bidi rule of RFC 5893"],
    ["123مثال.com", "the Bidi rule of RFC 5893"],
    ["abcשלום.com", "mixes scripts (Latin and Hebrew)"],
    ["1שלום.com", "the Bidi rule of RFC 5893"],
    ["שלום.1abc.com", "'1abc' begins with a digit or mark"],
    ["a\u200cb.com", "zero-width joiner or non-joiner (U+200C)"],
    ["a\u200db.com", "zero-width joiner or non-joiner (U+200D)"],
  ])("refuses %j", (input, reason) => {
    const r = normalizeDomain(input);
    expect(r.ok).toBe(false);
    expect((r as { reason: string }).reason).toContain(reason);
  });

  it("refuses an A-label that does not round-trip to itself", () => {
    // Punycode of "mÜnchen": UTS #46 would map the Ü to ü, so it is no A-label of anything.
    expect(normalizeDomain("xn--mnchen-psa.de").ok).toBe(false);
    // Punycode of plain ASCII ("abc"): an A-label must decode to non-ASCII.
    expect(normalizeDomain("xn--abc-.com").ok).toBe(false);
  });

  it("reads back stored names without the IDNA2008 content rules", () => {
    expect(normalizeDomain("xn--e28h.com", { stored: true })).toMatchObject({
      ok: true,
      domain: { name: "xn--e28h.com" },
    });
  });
});

describe("underSuffix: a normalised label under another suffix", () => {
  const bases = [
    "shop.com",
    "my-shop.io",
    "bücher.de",
    "مثال.com",
    "مثال123.com",
    "שלום.co.il",
    "пример.рф",
    "例え.jp",
    "co.com",
    "com.com",
    "gov.net",
    "1-2-3.org",
    `${"a".repeat(63)}.com`,
  ];
  const suffixes = [
    ...POPULAR_SUFFIXES,
    ...Object.keys(SANDBOX_PRICES),
    "uk",
    "xn--p1ai",
    "test",
    "home.arpa",
    "blogspot.com",
    "notasuffix",
  ];
  it.each(bases)("answers as normalizeDomain does for %s under every suffix", (name) => {
    const base = normalizeDomain(name);
    if (!base.ok) throw new Error(base.reason);
    for (const suffix of suffixes) {
      expect(underSuffix(base.domain, suffix)).toEqual(
        normalizeDomain(`${base.domain.label}.${suffix}`),
      );
    }
  });
});

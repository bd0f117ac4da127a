import { setupI18n, type Messages } from "@lingui/core";
import type en from "../../../contract/i18n/catalogs/en.json";
import { loadCatalog, type Language, type LocaleChoice } from "./catalogs";
import { setFormatLocale } from "./locale";

/** The id of a message: a key of the English catalog (the others have exactly its keys). */
export type MessageId = keyof typeof en;

const i18n = setupI18n();
let active: LocaleChoice | null = null;
let wanted: LocaleChoice | null = null;
const listeners = new Set<() => void>();
/** Set once a screen other than search is on its way: from then on every language comes whole. */
let everyTextWanted = false;
/** Languages whose rest (the texts beyond the first screen's) is in. */
const whole = new Set<Language>();

/** The text of a message in the active language, with its ICU placeholders filled in. */
export function t(id: MessageId, values?: Record<string, unknown>): string {
  return i18n._(id, values);
}

/** True when a message of this id exists (the field errors look several up in turn). */
export function hasMessage(id: string): id is MessageId {
  return i18n.messages[id] !== undefined;
}

const same = (a: LocaleChoice | null, b: LocaleChoice | null) =>
  a !== null && b !== null && a.language === b.language && a.tag === b.tag && a.dir === b.dir;

/** Loads a language's texts beyond the first screen's and adds them to its messages. */
async function loadRest(language: Language): Promise<void> {
  if (whole.has(language)) return;
  const rest = await loadCatalog(language, "rest");
  i18n.load(language, { ...(rest as Messages) });
  whole.add(language);
}

/**
 * Loads a choice's catalog (the first screen's part; the whole once another screen was asked
 * for) and makes it the widget's language: texts, `Intl` formats, and the page's `lang`, `dir`
 * and title. When several are asked for at once, the last one asked wins.
 */
export async function activateLocale(choice: LocaleChoice, doc: Document = document) {
  wanted = choice;
  const [messages] = await Promise.all([
    loadCatalog(choice.language),
    everyTextWanted ? loadRest(choice.language) : undefined,
  ]);
  if (!same(wanted, choice)) return;
  i18n.load(choice.language, { ...(messages as Messages) });
  i18n.activate(choice.language, choice.tag);
  setFormatLocale(choice.tag);
  doc.documentElement.lang = choice.tag;
  doc.documentElement.dir = choice.dir;
  doc.title = t("appTitle");
  active = choice;
  for (const listener of listeners) listener();
}

/**
 * Loads every text of the widget's language (and of one being activated), for the screens
 * other than search: their loaders await it with their chunk, so none renders with a text
 * missing; a language activated later comes whole as well.
 */
export function loadEveryText(): Promise<void> {
  everyTextWanted = true;
  const languages = new Set([active?.language, wanted?.language]);
  languages.delete(undefined);
  return Promise.all([...languages].map((l) => loadRest(l!))).then(() => undefined);
}

/** True when this choice is the active one. */
export const isActive = (choice: LocaleChoice | null) => same(active, choice);

/** Calls `listener` whenever the active language changes; returns the unsubscribe function. */
export function onLocaleChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The active choice (null before the first catalog is in). */
export const activeLocale = () => active;

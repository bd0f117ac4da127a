import { setupI18n, type Messages } from "@lingui/core";
import type en from "../i18n/catalogs/en.json";
import { loadCatalog, type LocaleChoice } from "./catalogs";
import { setFormatLocale } from "./locale";

/** The id of a message: a key of the English catalog (the others have exactly its keys). */
export type MessageId = keyof typeof en;

const i18n = setupI18n();
let active: LocaleChoice | null = null;
let wanted: LocaleChoice | null = null;
const listeners = new Set<() => void>();

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

/**
 * Loads a choice's catalog and makes it the widget's language: texts, `Intl` formats, and the
 * page's `lang`, `dir` and title. When several are asked for at once, the last one asked wins.
 */
export async function activateLocale(choice: LocaleChoice, doc: Document = document) {
  wanted = choice;
  const messages = (await loadCatalog(choice.language)) as Messages;
  if (!same(wanted, choice)) return;
  i18n.loadAndActivate({ locale: choice.language, locales: choice.tag, messages });
  setFormatLocale(choice.tag);
  doc.documentElement.lang = choice.tag;
  doc.documentElement.dir = choice.dir;
  doc.title = t("appTitle");
  active = choice;
  for (const listener of listeners) listener();
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

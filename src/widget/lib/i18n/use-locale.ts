import { useEffect, useState, useSyncExternalStore } from "react";
import { ENGLISH, type LocaleChoice } from "./catalogs";
import { activateLocale, activeLocale, isActive, onLocaleChange } from "./i18n";

/**
 * Makes `choice` the widget's language (loading its catalog) and tells whether the widget may
 * render: once the choice is active, so no text shows in a language about to change. When its
 * catalog cannot be loaded, the language already active (else English) is kept instead.
 */
export function useLocale(choice: LocaleChoice | null): boolean {
  const current = useSyncExternalStore(onLocaleChange, activeLocale, activeLocale);
  const [failed, setFailed] = useState<string | null>(null);
  const key = choice && `${choice.language}|${choice.tag}|${choice.dir}`;
  const ready = choice !== null && isActive(choice);
  useEffect(() => {
    if (!choice || ready) return;
    activateLocale(choice).catch(() => {
      setFailed(key);
      if (!activeLocale()) void activateLocale(ENGLISH).catch(() => undefined);
    });
    // `key` stands for `choice`: a new object for the same choice changes nothing.
  }, [key, ready]);
  return ready || (failed !== null && failed === key && current !== null);
}

import type { Language } from "./locale-choice";
import en from "./catalogs/en.json";
import de from "./catalogs/de.json";
import fr from "./catalogs/fr.json";
import es from "./catalogs/es.json";

/**
 * The widget's message catalogs (ICU MessageFormat source texts), every language at once, for
 * the server (the hosted page's first screen, src/server/hosted/first-paint.ts). The widget never
 * imports this module: it loads one language at a time, each in two chunks compiled at build
 * time, through src/widget/lib/i18n/catalogs.ts (test/architecture/import-boundaries.test.ts).
 */
export const WIDGET_CATALOGS: Record<Language, Record<string, string>> = { en, de, fr, es };

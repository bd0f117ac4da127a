import { t, type MessageId } from "./i18n";

/** An object whose `keys` read the messages `prefix + key` (checked against the catalog). */
export function texts<P extends string, K extends string, F extends object = object>(
  prefix: P,
  keys: readonly (`${P}${K}` extends MessageId ? K : never)[],
  more?: F,
): Readonly<Record<K, string>> & F {
  const out = { ...more } as Record<string, unknown>;
  for (const key of keys) {
    Object.defineProperty(out, key, {
      get: () => t(`${prefix}${key}` as MessageId),
      enumerable: true,
    });
  }
  return out as Readonly<Record<K, string>> & F;
}

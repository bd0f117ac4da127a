import { z } from "zod";

/** A host name: LDH labels, at least two (no import of the domain normaliser: the CLI loads this). */
export const HOSTNAME =
  /^(?=.{1,253}$)(?:(?!-)[a-z0-9-]{1,63}(?<!-)\.)+(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/** Text that counts as unset when empty. */
export const optionalText = z
  .string()
  .optional()
  .transform((v) => (v === "" ? undefined : v));

/** A comma-separated list of host names (lowercase, no trailing dot), at least `min`. */
export const hostNames = (min: number) =>
  z
    .string()
    .transform((s) => s.split(",").map((n) => n.trim().toLowerCase().replace(/\.$/, "")))
    .refine((list) => list.length >= min && list.every((n) => HOSTNAME.test(n)), {
      message: "a comma-separated list of host names, such as ns1.example.net,ns2.example.net",
    });

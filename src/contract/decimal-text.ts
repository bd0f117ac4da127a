import { z } from "zod";
import { DECIMAL_TEXT } from "./text-patterns";

/** A decimal number in text form (optional sign, digits, optional decimal point), e.g. a price. */
export const DecimalText = z.string().regex(DECIMAL_TEXT).meta({ example: "12.99" });
export type DecimalText = z.infer<typeof DecimalText>;

import { z } from "zod";

/** An organization as its own credentials see it. */
export const Organization = z
  .object({
    id: z.uuid(),
    name: z.string(),
    created_at: z.iso.datetime({ offset: true }),
  })
  .meta({ id: "Organization" });
export type Organization = z.infer<typeof Organization>;

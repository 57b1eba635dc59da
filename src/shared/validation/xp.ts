/** POST /api/xp/share: what was shared and how; the server decides what it pays (src/shared/xp-share.ts). */
import { z } from "zod";
import { SHARE_CHANNELS, SHARE_ENTITY_TYPES } from "../xp-share";

export const shareSchema = z
  .strictObject({
    entityType: z.enum(SHARE_ENTITY_TYPES, { error: "Choose what was shared." }),
    entityId: z.uuid({ error: "That is not a valid id." }).optional(),
    channel: z.enum(SHARE_CHANNELS, { error: "Choose how it was shared." }),
  })
  .refine((body) => body.entityType === "referral" || body.entityId !== undefined, {
    path: ["entityId"],
    message: "Say which one was shared.",
  });
export type ShareInput = z.input<typeof shareSchema>;

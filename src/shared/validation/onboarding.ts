/** Onboarding after a vote (000 §2, §4): the session's create and partial update. */
import { z } from "zod";
import { SCREAM_MAX, SCREAM_MIN } from "../scream-o-meter";
import { DISPLAY_NAME_MAX_LENGTH } from "./auth";
import { idField } from "./fields";
import { maxChars } from "./messages";

export const ONBOARDING_ENTITY_TYPES = ["band", "artist"] as const;
export type OnboardingEntityType = (typeof ONBOARDING_ENTITY_TYPES)[number];

const LEVEL_RANGE = `Choose a level from ${SCREAM_MIN} to ${SCREAM_MAX}`;
/** 000 §5: 'A name choice is required before continuing.' */
export const NAME_REQUIRED = "Please choose a name";

export const createOnboardingSchema = z.strictObject({
  entityType: z.enum(ONBOARDING_ENTITY_TYPES, { error: "Entity type must be band or artist" }),
  entityId: idField,
});

/** Only what steps 1 and 2 save; e-mail and city come with the account (register). */
export const updateOnboardingSchema = z
  .strictObject({
    voteValue: z
      .number({ error: LEVEL_RANGE })
      .int(LEVEL_RANGE)
      .min(SCREAM_MIN, LEVEL_RANGE)
      .max(SCREAM_MAX, LEVEL_RANGE),
    selectedName: z
      .string({ error: NAME_REQUIRED })
      .trim()
      .min(1, NAME_REQUIRED)
      .max(DISPLAY_NAME_MAX_LENGTH, maxChars(DISPLAY_NAME_MAX_LENGTH)),
  })
  .partial()
  .refine((value) => value.voteValue !== undefined || value.selectedName !== undefined, { error: "Nothing to update" });

export type CreateOnboardingInput = z.input<typeof createOnboardingSchema>;
export type UpdateOnboardingInput = z.input<typeof updateOnboardingSchema>;

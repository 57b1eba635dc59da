/** Profile edit (000 §5): blank display name and city are saved as null, not as ''. */
import { z } from "zod";
import { AVATAR_PRESETS } from "../avatar-presets";
import { CITY_MAX_LENGTH, DISPLAY_NAME_MAX_LENGTH } from "./auth";
import { optionalText } from "./fields";
import { patchOf } from "./patch";

/**
 * Both fields optional-to-null. Whether the city is written at all (fans only, only when changed)
 * depends on the user and the stored row, so that rule lives in the server's profile service.
 */
export const profileEditSchema = z.object({
  displayName: optionalText(DISPLAY_NAME_MAX_LENGTH),
  city: optionalText(CITY_MAX_LENGTH),
});

const SWITCH_MESSAGE = "Choose on or off.";

/** The Edit Profile dialog: the two fields above plus the fan's privacy switches (issue 14, both default on). */
export const profileFormSchema = profileEditSchema.extend({
  showOnLeaderboards: z.boolean({ error: SWITCH_MESSAGE }),
  showCityAndXp: z.boolean({ error: SWITCH_MESSAGE }),
});

/** PATCH /api/me/profile: only the fields sent are changed; anything else in the body is ignored. */
export const profilePatchSchema = patchOf(profileFormSchema);

export const AVATAR_PRESET_MESSAGE = `Choose one of the ${AVATAR_PRESETS.length} avatars.`;

/** PUT /api/me/avatar/preset. */
export const avatarPresetSchema = z.object({
  preset: z
    .number({ error: AVATAR_PRESET_MESSAGE })
    .int(AVATAR_PRESET_MESSAGE)
    .min(1, AVATAR_PRESET_MESSAGE)
    .max(AVATAR_PRESETS.length, AVATAR_PRESET_MESSAGE),
});

export type ProfileEditInput = z.input<typeof profileEditSchema>;
export type ProfileEdit = z.output<typeof profileEditSchema>;
export type ProfileFormInput = z.input<typeof profileFormSchema>;
export type ProfileForm = z.output<typeof profileFormSchema>;

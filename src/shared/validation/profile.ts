/** Profile edit (000 §5): blank display name and city are saved as null, not as ''. */
import { z } from "zod";
import { CITY_MAX_LENGTH, DISPLAY_NAME_MAX_LENGTH } from "./auth";
import { optionalText } from "./fields";

/**
 * Both fields optional-to-null. Whether the city is written at all (fans only, only when changed)
 * depends on the user and the stored row, so that rule lives in the server's profile service.
 */
export const profileEditSchema = z.object({
  displayName: optionalText(DISPLAY_NAME_MAX_LENGTH),
  city: optionalText(CITY_MAX_LENGTH),
});

export type ProfileEditInput = z.input<typeof profileEditSchema>;
export type ProfileEdit = z.output<typeof profileEditSchema>;

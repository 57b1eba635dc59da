/** The product's name, in one place so it can be renamed. Spec documents write it as {product}. */
export const PRODUCT_NAME = "LoudTribe";
export const PRODUCT_TAGLINE = "Help Indie Artists Get loud";
/** The product's time zone: every date and time is shown, and every form time read, in IST. */
export const PRODUCT_TIME_ZONE = "Asia/Kolkata";

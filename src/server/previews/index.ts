import type { Context } from "hono";
import { PRODUCT_NAME } from "@/shared/product";
import type { AppEnv } from "../context";
import { previewForPath } from "./lookup";
import { injectPreview } from "./tags";

/**
 * The SPA's index.html for one request: on a band, artist, gig, venue or blog page it carries that
 * entity's title, description and image, so WhatsApp and friends show a card. Any other path, an
 * id that names nothing, or a failing lookup gets index.html as built (its default tags).
 */
export async function renderIndexWithPreview(c: Context<AppEnv>, indexHtml: string): Promise<string> {
  const { db, env, logger } = c.get("deps");
  try {
    const preview = await previewForPath(db.db, c.req.path);
    return preview ? injectPreview(indexHtml, preview, env.APP_URL, PRODUCT_NAME) : indexHtml;
  } catch (error) {
    logger.warn({ err: error, path: c.req.path }, "link preview lookup failed; serving the default tags");
    return indexHtml;
  }
}

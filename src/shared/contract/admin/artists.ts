/**
 * GET /api/admin/artists?q=: artist accounts by name, for the event line-up and band member pickers.
 * Only real artists (000 §3 role artist, 001 §5 user_type real), as discovery lists them.
 */
import { defineRoute, jsonContent, z } from "../define";
import { lineupArtistSchema } from "./events";
import { adminErrors, tags } from "./guard";

export const searchAdminArtists = defineRoute({
  method: "get",
  path: "/api/admin/artists",
  tags,
  summary: "Artist accounts whose name contains `q`, by name",
  request: {
    query: z.object({
      q: z.string().trim().max(100).default(""),
      limit: z.coerce.number<string | number | undefined>().int().min(1).max(20).default(10),
    }),
  },
  responses: { 200: jsonContent(z.object({ artists: z.array(lineupArtistSchema) }), "Matching artists") },
  errors: [...adminErrors, 422],
});

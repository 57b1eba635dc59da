/** /api/admin/venues/{id}: read and update a venue for /venues/{id}/edit (001 §2, §7). */
import { patchOf } from "../../validation/patch";
import { venueFormSchema } from "../../validation/venues";
import { defineRoute, jsonContent, z } from "../define";
import { idPathParam } from "../params";
import { venueDetailSchema } from "../venues";
import { adminErrors, tags } from "./guard";

/** The whole venue record: the public detail without its upcoming gigs. */
export const adminVenueSchema = venueDetailSchema.omit({ upcomingEvents: true }).openapi("AdminVenue");
export type AdminVenue = z.infer<typeof adminVenueSchema>;

const answer = jsonContent(z.object({ venue: adminVenueSchema }), "The venue");

export const getAdminVenue = defineRoute({
  method: "get",
  path: "/api/admin/venues/{id}",
  tags,
  summary: "A venue, for the edit form",
  request: { params: idPathParam("id") },
  responses: { 200: answer },
  errors: [...adminErrors, 404],
});

export const updateAdminVenue = defineRoute({
  method: "patch",
  path: "/api/admin/venues/{id}",
  tags,
  summary: "Change the fields sent; audited",
  request: {
    params: idPathParam("id"),
    body: { content: { "application/json": { schema: patchOf(venueFormSchema) } }, required: true },
  },
  responses: { 200: answer },
  errors: [...adminErrors, 404, 422],
});

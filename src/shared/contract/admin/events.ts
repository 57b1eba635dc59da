/** /api/admin/events/{id}: read and update an event and its line-up for /events/{id}/edit (001 §2, §7). */
import { eventFieldsSchema } from "../../validation/events";
import { patchOf } from "../../validation/patch";
import { defineRoute, jsonContent, z } from "../define";
import { lineupActSchema } from "../lineups";
import { idPathParam } from "../params";
import { adminErrors, tags } from "./guard";

export const lineupArtistSchema = z
  .object({ id: z.string(), name: z.string().nullable(), avatarUrl: z.string().nullable() })
  .openapi("LineupArtist");
export type LineupArtist = z.infer<typeof lineupArtistSchema>;

/** The whole event as the edit form needs it; times are UTC ISO strings (the form shows them in IST). */
export const adminEventSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    venueId: z.string().nullable(),
    venue: z.string().nullable(),
    venueName: z.string().nullable(),
    city: z.string().nullable(),
    category: z.string().nullable(),
    genre: z.string().nullable(),
    ticketPrice: z.string().nullable(),
    ticketUrl: z.string().nullable(),
    externalTicketUrl: z.string().nullable(),
    startTime: z.string().nullable(),
    endTime: z.string().nullable(),
    isFeatured: z.boolean(),
    isVerified: z.boolean(),
    coverImageUrl: z.string().nullable(),
    lineup: z.array(lineupActSchema),
    updatedAt: z.string(),
  })
  .openapi("AdminEvent");
export type AdminEvent = z.infer<typeof adminEventSchema>;

const answer = jsonContent(z.object({ event: adminEventSchema }), "The event");

export const getAdminEvent = defineRoute({
  method: "get",
  path: "/api/admin/events/{id}",
  tags,
  summary: "An event with its line-up, for the edit form",
  request: { params: idPathParam("id") },
  responses: { 200: answer },
  errors: [...adminErrors, 404],
});

export const updateAdminEvent = defineRoute({
  method: "patch",
  path: "/api/admin/events/{id}",
  tags,
  summary: "Change the fields sent (lineup replaces the line-up); audited",
  request: {
    params: idPathParam("id"),
    body: { content: { "application/json": { schema: patchOf(eventFieldsSchema) } }, required: true },
  },
  responses: { 200: answer },
  errors: [...adminErrors, 404, 422],
});

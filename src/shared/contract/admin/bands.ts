/** /api/admin/bands/{id}: read and update a band and its members for /bands/{id}/edit (001 §2, §7). */
import { bandEditSchema } from "../../validation/bands";
import { patchOf } from "../../validation/patch";
import { defineRoute, jsonContent, z } from "../define";
import { idPathParam } from "../params";
import { adminErrors, tags } from "./guard";

export const adminBandMemberSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    role: z.string().nullable(),
    isKeyMember: z.boolean(),
    /** The linked artist account, if any. */
    userId: z.string().nullable(),
    avatarUrl: z.string().nullable(),
  })
  .openapi("AdminBandMember");
export type AdminBandMember = z.infer<typeof adminBandMemberSchema>;

/** The whole band, manager contact included: only ever answered behind the admin guard. */
export const adminBandSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    bio: z.string().nullable(),
    location: z.string().nullable(),
    primaryGenre: z.string().nullable(),
    secondaryGenre: z.string().nullable(),
    /** 0 = not featured; above 0, shown in ascending order. */
    featured: z.number().int(),
    manager: z.string().nullable(),
    managerEmail: z.string().nullable(),
    managerPhone: z.string().nullable(),
    keyMembers: z.string().nullable(),
    avatarUrl: z.string().nullable(),
    profileBannerUrl: z.string().nullable(),
    isVerified: z.boolean(),
    members: z.array(adminBandMemberSchema),
    updatedAt: z.string(),
  })
  .openapi("AdminBand");
export type AdminBand = z.infer<typeof adminBandSchema>;

const answer = jsonContent(z.object({ band: adminBandSchema }), "The band");

export const getAdminBand = defineRoute({
  method: "get",
  path: "/api/admin/bands/{id}",
  tags,
  summary: "A band with its members, for the edit form",
  request: { params: idPathParam("id") },
  responses: { 200: answer },
  errors: [...adminErrors, 404],
});

export const updateAdminBand = defineRoute({
  method: "patch",
  path: "/api/admin/bands/{id}",
  tags,
  summary: "Change the fields sent (members replace the list); audited",
  request: {
    params: idPathParam("id"),
    body: { content: { "application/json": { schema: patchOf(bandEditSchema) } }, required: true },
  },
  responses: { 200: answer },
  errors: [...adminErrors, 404, 422],
});

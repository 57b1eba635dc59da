/**
 * /api/pages: bands, artist pages and venues run by their own managers (issue 12). What the viewer
 * may do on a page, 'Claim this page', and the page edit forms' read and save for managers and
 * admins. Served by src/server/pages; the rules are in its policy.ts.
 */
import { bandEditSchema } from "../validation/bands";
import { addEditorSchema, artistPageSchema, handOverSchema, pageClaimSchema } from "../validation/pages";
import { patchOf } from "../validation/patch";
import { venueFormSchema } from "../validation/venues";
import { adminBandSchema } from "./admin/bands";
import { adminVenueSchema } from "./admin/venues";
import { reviewStatusSchema } from "./band-submissions";
import { defineRoute, jsonContent, z } from "./define";
import { idPathParam } from "./params";
import { personSchema } from "./people";

const tags: ["Pages"] = ["Pages"];

export const BAND_NOT_FOUND = "Band not found.";
export const VENUE_NOT_FOUND = "Venue not found.";
export const ARTIST_NOT_FOUND = "Artist not found.";
export const PAGE_NOT_FOUND = "Page not found.";
export const CLAIM_NOT_FOUND = "Claim not found.";

export const pageKindSchema = z.enum(["band", "artist", "venue"]).openapi("PageKind");
export type PageKind = z.infer<typeof pageKindSchema>;
export const pageRoleSchema = z.enum(["owner", "editor"]).openapi("PageRole");
export type PageRole = z.infer<typeof pageRoleSchema>;

/** The URL names the kind in the plural, like the pages themselves (/bands/{id}). */
export const PAGE_PATHS = { band: "bands", artist: "artists", venue: "venues" } as const satisfies Record<
  PageKind,
  string
>;
const pagePathSchema = z.enum(["bands", "artists", "venues"]);
const pageParams = z.object({
  kind: pagePathSchema.openapi({ param: { name: "kind", in: "path" } }),
  id: z.string().openapi({ param: { name: "id", in: "path" }, format: "uuid" }),
});

/** What the signed-in viewer may do here: drives 'Edit Page' and 'Claim this page'. */
export const pageAccessSchema = z
  .object({
    /** The viewer's own role on this page, if any. */
    role: pageRoleSchema.nullable(),
    hasOwner: z.boolean(),
    canEdit: z.boolean(),
    canClaim: z.boolean(),
    /** The viewer's claim for this page waits for review. */
    hasOpenClaim: z.boolean(),
  })
  .openapi("PageAccess");
export type PageAccess = z.infer<typeof pageAccessSchema>;

export const pageClaimItemSchema = z
  .object({
    id: z.string(),
    pageType: pageKindSchema,
    pageId: z.string(),
    name: z.string(),
    role: z.string(),
    contactPhone: z.string().nullable(),
    instagram: z.string().nullable(),
    website: z.string().nullable(),
    youtube: z.string().nullable(),
    message: z.string().nullable(),
    status: reviewStatusSchema,
    rejectionReason: z.string().nullable(),
    submittedAt: z.string(),
    reviewedAt: z.string().nullable(),
    submitter: personSchema.nullable(),
    approvedManagerId: z.string().nullable(),
  })
  .openapi("PageClaim");
export type PageClaimItem = z.infer<typeof pageClaimItemSchema>;

export const getPageAccess = defineRoute({
  method: "get",
  path: "/api/pages/{kind}/{id}/access",
  tags,
  summary: "What the viewer may do on this page (edit, claim); visitors may do neither",
  request: { params: pageParams },
  responses: { 200: jsonContent(z.object({ access: pageAccessSchema }), "The viewer's access") },
  errors: [404, 422],
});

export const claimPage = defineRoute({
  method: "post",
  path: "/api/pages/{kind}/{id}/claims",
  tags,
  summary: "Ask to own a page that has no owner (members; one open claim per page, 5 a day); admins review it",
  request: {
    params: pageParams,
    body: { content: { "application/json": { schema: pageClaimSchema } }, required: true },
  },
  responses: { 201: jsonContent(z.object({ claim: pageClaimItemSchema }), "The pending claim") },
  errors: [401, 404, 409, 422, 429],
});

export const artistPageRecordSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    bio: z.string().nullable(),
    location: z.string().nullable(),
    primaryGenre: z.string().nullable(),
    secondaryGenre: z.string().nullable(),
    profileBannerUrl: z.string().nullable(),
    featured: z.number().int(),
    isVerified: z.boolean(),
    updatedAt: z.string(),
  })
  .openapi("ArtistPageRecord");
export type ArtistPageRecord = z.infer<typeof artistPageRecordSchema>;

/** GET and PATCH of one kind's edit form, for its managers and admins. */
function editRoutes<const Plural extends string, Answer extends z.ZodType, Body extends z.ZodType>(page: {
  plural: Plural;
  label: string;
  answer: Answer;
  body: Body;
}) {
  const answer = jsonContent(page.answer, `The ${page.label}`);
  const path = `/api/pages/${page.plural}/{id}` as const;
  return {
    get: defineRoute({
      method: "get",
      path,
      tags,
      summary: `The ${page.label} as its edit form needs it (its managers and admins)`,
      request: { params: idPathParam("id") },
      responses: { 200: answer },
      errors: [401, 403, 404],
    }),
    update: defineRoute({
      method: "patch",
      path,
      tags,
      summary: `Change the ${page.label}'s fields sent (its managers and admins; featured and isVerified: admins only); audited`,
      request: {
        params: idPathParam("id"),
        body: { content: { "application/json": { schema: page.body } }, required: true },
      },
      responses: { 200: answer },
      errors: [401, 403, 404, 422],
    }),
  };
}

const band = editRoutes({
  plural: "bands",
  label: "band",
  answer: z.object({ band: adminBandSchema }),
  body: patchOf(bandEditSchema.extend({ isVerified: z.boolean() })),
});
const venue = editRoutes({
  plural: "venues",
  label: "venue",
  answer: z.object({ venue: adminVenueSchema }),
  body: patchOf(venueFormSchema),
});
const artist = editRoutes({
  plural: "artists",
  label: "artist page",
  answer: z.object({ artist: artistPageRecordSchema }),
  body: patchOf(artistPageSchema),
});

export const getManagedBand = band.get;
export const updateManagedBand = band.update;
export const getManagedVenue = venue.get;
export const updateManagedVenue = venue.update;
export const getManagedArtist = artist.get;
export const updateManagedArtist = artist.update;

export const pageManagerSchema = z
  .object({ userId: z.string(), name: z.string().nullable(), avatarUrl: z.string().nullable(), role: pageRoleSchema })
  .openapi("PageManager");
export type PageManager = z.infer<typeof pageManagerSchema>;
const managersAnswer = jsonContent(
  z.object({ managers: z.array(pageManagerSchema) }),
  "The page's managers, owner first",
);

export const listPageManagers = defineRoute({
  method: "get",
  path: "/api/pages/{kind}/{id}/managers",
  tags,
  summary: "The page's owner and editors (its owner and admins)",
  request: { params: pageParams },
  responses: { 200: managersAnswer },
  errors: [401, 403, 404, 422],
});

export const addPageEditor = defineRoute({
  method: "post",
  path: "/api/pages/{kind}/{id}/managers",
  tags,
  summary: "Add an editor by the e-mail of their account; they are mailed a link to the page (its owner and admins)",
  request: {
    params: pageParams,
    body: { content: { "application/json": { schema: addEditorSchema } }, required: true },
  },
  responses: { 201: managersAnswer },
  errors: [401, 403, 404, 409, 422],
});

export const removePageEditor = defineRoute({
  method: "delete",
  path: "/api/pages/{kind}/{id}/managers/{userId}",
  tags,
  summary: "Remove an editor (its owner and admins; the owner cannot be removed, only handed over)",
  request: {
    params: pageParams.extend({
      userId: z.string().openapi({ param: { name: "userId", in: "path" }, format: "uuid" }),
    }),
  },
  responses: { 200: managersAnswer },
  errors: [401, 403, 404, 409, 422],
});

export const handOverPage = defineRoute({
  method: "post",
  path: "/api/pages/{kind}/{id}/hand-over",
  tags,
  summary: "Make an editor the owner; the owner becomes an editor (its owner and admins). One owner at all times",
  request: {
    params: pageParams,
    body: { content: { "application/json": { schema: handOverSchema } }, required: true },
  },
  responses: { 200: managersAnswer },
  errors: [401, 403, 404, 409, 422],
});

export const routes = {
  listPageManagers,
  addPageEditor,
  removePageEditor,
  handOverPage,
  getPageAccess,
  claimPage,
  getManagedBand,
  updateManagedBand,
  getManagedVenue,
  updateManagedVenue,
  getManagedArtist,
  updateManagedArtist,
};

import type { Context } from "hono";
import {
  ARTIST_NOT_FOUND,
  BAND_NOT_FOUND,
  claimPage,
  getManagedArtist,
  getManagedBand,
  getManagedVenue,
  getPageAccess,
  PAGE_NOT_FOUND,
  type PageKind,
  updateManagedArtist,
  updateManagedBand,
  updateManagedVenue,
  VENUE_NOT_FOUND,
} from "@/shared/contract/pages";
import { ADMIN_ONLY_PAGE_FIELDS } from "@/shared/validation/pages";
import { presentAdminBand } from "../admin/bands/presenter";
import { findBand, updateBand } from "../admin/bands/service";
import { presentAdminVenue } from "../admin/venues/presenter";
import { findVenue, updateVenue } from "../admin/venues/service";
import { getSessionUser, requireUser, type SessionUser, signedIn } from "../auth/guards";
import type { AppEnv } from "../context";
import { forbidden, notFound } from "../lib/errors";
import { idOrNotFound } from "../lib/ids";
import { createRouter } from "../lib/openapi";
import { publishPendingSubmissions } from "../submissions/review";
import { findArtistPage, updateArtistPage } from "./artist-page";
import { createClaim, hasOpenClaim } from "./claims";
import {
  canChangeAdminFields,
  canClaimPage,
  canEditArtist,
  canEditBand,
  canEditVenue,
  type ManagedArtistPage,
} from "./policy";
import { presentArtistPage } from "./presenter";
import { managedPage, type PageFacts } from "./service";

export const NOT_YOUR_PAGE = "Only this page's managers and admins can change it.";
export const ADMIN_FIELDS_ONLY = "Only admins can change featured or verified.";

export const KIND_OF_PATH = { bands: "band", artists: "artist", venues: "venue" } as const satisfies Record<
  string,
  PageKind
>;
const NOT_FOUND_OF: Record<PageKind, string> = {
  band: BAND_NOT_FOUND,
  artist: ARTIST_NOT_FOUND,
  venue: VENUE_NOT_FOUND,
};
const CAN_EDIT: Record<PageKind, (user: SessionUser | null, page: ManagedArtistPage) => boolean> = {
  band: canEditBand,
  artist: canEditArtist,
  venue: canEditVenue,
};

export async function pageOrNotFound(c: Context<AppEnv>, kind: PageKind, rawId: string, viewer: SessionUser | null) {
  const id = idOrNotFound(rawId, NOT_FOUND_OF[kind] ?? PAGE_NOT_FOUND);
  const page = await managedPage(c.get("deps").db.db, kind, id, viewer?.id ?? null);
  if (!page) throw notFound(NOT_FOUND_OF[kind]);
  return page;
}

/** The edit routes' gate: 401 visitors, 404 no page, 403 unless the policy lets this member edit it. */
async function editablePage(c: Context<AppEnv>, kind: PageKind, rawId: string): Promise<[SessionUser, PageFacts]> {
  const user = await requireUser(c);
  const page = await pageOrNotFound(c, kind, rawId, user);
  if (!CAN_EDIT[kind](user, page)) throw forbidden(NOT_YOUR_PAGE);
  return [user, page];
}

/** featured / isVerified in a manager's PATCH is refused whole, not silently dropped. */
function refuseAdminFields(user: SessionUser, patch: Record<string, unknown>) {
  if (!canChangeAdminFields(user) && ADMIN_ONLY_PAGE_FIELDS.some((field) => Object.hasOwn(patch, field)))
    throw forbidden(ADMIN_FIELDS_ONLY);
}

/**
 * /api/pages: what the viewer may do on a band, artist page or venue, 'Claim this page', and the
 * edit forms' read and save for the page's managers and admins (issue 12). Rules: ./policy.ts.
 */
export function pageRoutes() {
  const router = createRouter();
  const members = [signedIn()];

  router.openapi(getPageAccess, async (c) => {
    const { kind: path, id } = c.req.valid("param");
    const kind = KIND_OF_PATH[path];
    const user = await getSessionUser(c);
    const page = await pageOrNotFound(c, kind, id, user);
    const openClaim = user ? await hasOpenClaim(c.get("deps").db.db, user.id, page) : false;
    return c.json(
      {
        access: {
          role: page.viewerRole,
          hasOwner: page.hasOwner,
          canEdit: CAN_EDIT[kind](user, page),
          canClaim: canClaimPage(user, page) && !openClaim,
          hasOpenClaim: openClaim,
        },
      },
      200,
    );
  });

  router.openapi({ ...claimPage, middleware: members }, async (c) => {
    const { kind: path, id } = c.req.valid("param");
    const user = await requireUser(c);
    const page = await pageOrNotFound(c, KIND_OF_PATH[path], id, user);
    const db = c.get("deps").db.db;
    const claim = await createClaim(db, user.id, page, c.req.valid("json"));
    await publishPendingSubmissions(db);
    return c.json({ claim }, 201);
  });

  router.openapi({ ...getManagedBand, middleware: members }, async (c) => {
    const [, page] = await editablePage(c, "band", c.req.valid("param").id);
    return c.json({ band: presentAdminBand(await findBand(c.get("deps").db.db, page.id)) }, 200);
  });
  router.openapi({ ...updateManagedBand, middleware: members }, async (c) => {
    const [user, page] = await editablePage(c, "band", c.req.valid("param").id);
    const patch = c.req.valid("json");
    refuseAdminFields(user, patch);
    return c.json({ band: presentAdminBand(await updateBand(c.get("deps").db.db, user.id, page.id, patch)) }, 200);
  });

  router.openapi({ ...getManagedVenue, middleware: members }, async (c) => {
    const [, page] = await editablePage(c, "venue", c.req.valid("param").id);
    return c.json({ venue: presentAdminVenue(await findVenue(c.get("deps").db.db, page.id)) }, 200);
  });
  router.openapi({ ...updateManagedVenue, middleware: members }, async (c) => {
    const [user, page] = await editablePage(c, "venue", c.req.valid("param").id);
    const venue = await updateVenue(c.get("deps").db.db, user.id, page.id, c.req.valid("json"));
    return c.json({ venue: presentAdminVenue(venue) }, 200);
  });

  router.openapi({ ...getManagedArtist, middleware: members }, async (c) => {
    const [, page] = await editablePage(c, "artist", c.req.valid("param").id);
    return c.json({ artist: presentArtistPage(await findArtistPage(c.get("deps").db.db, page.id)) }, 200);
  });
  router.openapi({ ...updateManagedArtist, middleware: members }, async (c) => {
    const [user, page] = await editablePage(c, "artist", c.req.valid("param").id);
    const patch = c.req.valid("json");
    refuseAdminFields(user, patch);
    const artist = await updateArtistPage(c.get("deps").db.db, user.id, page.id, patch);
    return c.json({ artist: presentArtistPage(artist) }, 200);
  });

  return router;
}

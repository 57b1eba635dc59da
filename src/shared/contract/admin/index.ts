/**
 * /api/admin: the admin area (000 §2, §6). Every route answers 401 to visitors and 403 to anyone but an
 * admin before its input is read. Served by src/server/admin, one file here per part of the area.
 */
import { searchAdminArtists } from "./artists";
import { listAudit } from "./audit";
import { approveBand, countPendingBands, listPendingBands, rejectBand } from "./band-approvals";
import { getAdminBand, updateAdminBand } from "./bands";
import { approveClaim, listClaims, rejectClaim } from "./claims";
import { getAdminEvent, updateAdminEvent } from "./events";
import { decideReport, liftSuspension, listReports, suspendMember } from "./moderation";
import { getAdminVenue, updateAdminVenue } from "./venues";

export const routes = {
  countPendingBands,
  listPendingBands,
  approveBand,
  rejectBand,
  getAdminBand,
  updateAdminBand,
  getAdminEvent,
  updateAdminEvent,
  getAdminVenue,
  updateAdminVenue,
  searchAdminArtists,
  listAudit,
  listClaims,
  approveClaim,
  rejectClaim,
  listReports,
  decideReport,
  suspendMember,
  liftSuspension,
};

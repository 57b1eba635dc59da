import { describe, expect, it } from "vitest";
import type { AuditEntry } from "@/shared/contract/admin/audit";
import { linkOf, verbOf } from "./audit-format";

const entry = (entityType: AuditEntry["entityType"], changes: AuditEntry["changes"]): AuditEntry => ({
  id: "a",
  at: "2026-11-22T10:00:00.000Z",
  actor: { id: "u", name: "Tribe Admin" },
  action: `${entityType}.approve`,
  entityType,
  entityId: "s1",
  entityLabel: "Something",
  changes,
});

describe("gig and venue suggestions in the admin activity list", () => {
  it("reads as a sentence", () => {
    expect(verbOf("gig_submission.approve")).toBe("approved the gig suggestion");
    expect(verbOf("venue_submission.reject")).toBe("rejected the venue suggestion");
  });

  it("links an approved suggestion to the gig or venue it became, a rejected one to nothing", () => {
    expect(linkOf(entry("gig_submission", [{ field: "approvedEventId", before: null, after: "e1" }]))).toBe(
      "/events/e1",
    );
    expect(linkOf(entry("venue_submission", [{ field: "approvedVenueId", before: null, after: "v1" }]))).toBe(
      "/venues/v1",
    );
    expect(linkOf(entry("venue_submission", [{ field: "rejectionReason", before: null, after: "No" }]))).toBeNull();
  });
});

import { useState } from "react";
import { Button } from "@/web/components/ui/button";
import { useMe } from "@/web/hooks/use-me";
import { useLiveXp } from "../api/use-live-xp";
import { XpClubDrawer } from "./xp-club-drawer";

/**
 * The header's 'XP Points: {n}' (000 §2 Header), '...' while loading; opens the XP Club drawer.
 * It also keeps the figure live while it is on screen.
 */
export function XpPointsButton() {
  const [open, setOpen] = useState(false);
  const me = useMe();
  useLiveXp(me.data?.user.id);
  // Accounts without a fans row (artists) simply have no XP yet.
  const points = me.data ? (me.data.fan?.xpPoints ?? 0) : undefined;
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)} aria-haspopup="dialog" className="tabular-nums">
        XP Points: {points === undefined ? "..." : points.toLocaleString("en-IN")}
      </Button>
      <XpClubDrawer open={open} onOpenChange={setOpen} />
    </>
  );
}

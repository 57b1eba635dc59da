import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Button } from "@/web/components/ui/button";
import { useLazyPanel } from "@/web/hooks/use-lazy-panel";
import { useMe } from "@/web/hooks/use-me";
import { useLiveXp } from "../api/use-live-xp";
import { type XpStanding, xpAnnouncement } from "./xp-announcement";

// The drawer (a sheet and three views) is fetched when first wanted, not with the first page.
const loadXpClubDrawer = () => import("./xp-club-drawer");
const XpClubDrawer = lazy(() => loadXpClubDrawer().then((m) => ({ default: m.XpClubDrawer })));

/**
 * The header's 'XP Points: {n}' (000 §2 Header), '...' while loading; opens the XP Club drawer.
 * It also keeps the figure live while it is on screen, and says each gain in a polite live region.
 */
export function XpPointsButton() {
  const drawer = useLazyPanel(loadXpClubDrawer);
  const me = useMe();
  useLiveXp(me.data?.user.id);
  // Accounts without a fans row (artists) simply have no XP yet.
  const points = me.data ? (me.data.fan?.xpPoints ?? 0) : undefined;
  const label = points === undefined ? "..." : points.toLocaleString("en-IN");
  const announcement = useXpAnnouncement(
    me.data?.fan ? { points: me.data.fan.xpPoints, level: me.data.fan.level } : undefined,
  );
  return (
    <>
      <Button variant="outline" size="sm" {...drawer.trigger} aria-haspopup="dialog" className="tabular-nums">
        {/* The spec's label on every width (the header makes room for it on phones). */}
        XP Points: {label}
      </Button>
      {/* Always in the page, so screen readers track it before the first change. */}
      <span role="status" className="sr-only">
        {announcement}
      </span>
      {drawer.wanted ? (
        <Suspense fallback={null}>
          <XpClubDrawer open={drawer.open} onOpenChange={drawer.setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}

/** The latest gain to announce: compares each new standing with the one before it. */
function useXpAnnouncement(standing: XpStanding | undefined): string {
  const previous = useRef<XpStanding | undefined>(undefined);
  const [announcement, setAnnouncement] = useState("");
  const points = standing?.points;
  const level = standing?.level;
  useEffect(() => {
    const next = points === undefined || level === undefined ? undefined : { points, level };
    const said = xpAnnouncement(previous.current, next);
    if (said) setAnnouncement(said);
    previous.current = next;
  }, [points, level]);
  return announcement;
}

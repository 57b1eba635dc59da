import { lazy, Suspense } from "react";
import { Button } from "@/web/components/ui/button";
import { useLazyPanel } from "@/web/hooks/use-lazy-panel";
import { useMe } from "@/web/hooks/use-me";
import { useLiveXp } from "../api/use-live-xp";

// The drawer (a sheet and three views) is fetched when first wanted, not with the first page.
const loadXpClubDrawer = () => import("./xp-club-drawer");
const XpClubDrawer = lazy(() => loadXpClubDrawer().then((m) => ({ default: m.XpClubDrawer })));

/**
 * The header's 'XP Points: {n}' (000 §2 Header), '...' while loading; opens the XP Club drawer.
 * It also keeps the figure live while it is on screen.
 */
export function XpPointsButton() {
  const drawer = useLazyPanel(loadXpClubDrawer);
  const me = useMe();
  useLiveXp(me.data?.user.id);
  // Accounts without a fans row (artists) simply have no XP yet.
  const points = me.data ? (me.data.fan?.xpPoints ?? 0) : undefined;
  const label = points === undefined ? "..." : points.toLocaleString("en-IN");
  return (
    <>
      <Button variant="outline" size="sm" {...drawer.trigger} aria-haspopup="dialog" className="tabular-nums">
        {/* The spec's label on every width (the header makes room for it on phones). */}
        XP Points: {label}
      </Button>
      {drawer.wanted ? (
        <Suspense fallback={null}>
          <XpClubDrawer open={drawer.open} onOpenChange={drawer.setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}

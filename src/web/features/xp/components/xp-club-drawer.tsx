import { useState } from "react";
import { Sheet, SheetContent } from "@/web/components/ui/sheet";
import { useIsMobile } from "@/web/hooks/use-media-query";
import { BenefitsView } from "./benefits-view";
import { ClubView } from "./club-view";
import { HistoryView } from "./history-view";
import { MatrixView } from "./matrix-view";

type View = "club" | "matrix" | "benefits" | "history";

type XpClubDrawerProps = { open: boolean; onOpenChange: (open: boolean) => void };

/**
 * The XP Club (000 §2): where the fan stands, 'Learn more' → the Engagement Matrix, 'EXPLORE
 * BENEFITS' → 'Coming Soon', 'XP history' → the fan's log. It reopens on the club view. From the bottom on phones, the right on
 * desktop, like the profile drawer.
 */
export function XpClubDrawer({ open, onOpenChange }: XpClubDrawerProps) {
  const isMobile = useIsMobile();
  const [view, setView] = useState<View>("club");
  const change = (next: boolean) => {
    if (!next) setView("club");
    onOpenChange(next);
  };
  const back = () => setView("club");
  return (
    <Sheet open={open} onOpenChange={change}>
      <SheetContent side={isMobile ? "bottom" : "right"} className="gap-5">
        {view === "club" ? (
          <ClubView
            onLearnMore={() => setView("matrix")}
            onExploreBenefits={() => setView("benefits")}
            onHistory={() => setView("history")}
          />
        ) : view === "matrix" ? (
          <MatrixView onBack={back} />
        ) : view === "history" ? (
          <HistoryView onBack={back} onNavigate={() => change(false)} />
        ) : (
          <BenefitsView onBack={back} />
        )}
      </SheetContent>
    </Sheet>
  );
}

import type { ReactNode } from "react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/web/components/ui/tabs";

export type BandTab = "gossip" | "gigs";

/** The tab that holds the element a URL hash names, so the anchor exists when the page scrolls to it. */
export function tabForHash(hash: string): BandTab | undefined {
  if (hash === "#band-chat" || hash === "#tribe-gossip") return "gossip";
  if (hash === "#fan-art") return "gigs";
  return undefined;
}

type BandTabsProps = {
  value: BandTab;
  onValueChange: (tab: BandTab) => void;
  /** The tabs' contents, composed by the page (the gossip thread is participation's). */
  gossip: ReactNode;
  gigs: ReactNode;
  /** The pointer came over (or a finger down on) 'Gigs & Highlights': a moment to fetch its code. */
  onGigsIntent?: () => void;
};

/** 'Tribe Gossip' (default) and 'Gigs & Highlights'. Only the open tab's content loads. */
export function BandTabs({ value, onValueChange, gossip, gigs, onGigsIntent }: BandTabsProps) {
  return (
    <div id="tribe-gossip" className="scroll-mt-20">
      <Tabs value={value} onValueChange={(next) => onValueChange(next as BandTab)}>
        <TabsList>
          <TabsTrigger value="gossip">Tribe Gossip</TabsTrigger>
          <TabsTrigger value="gigs" onPointerEnter={onGigsIntent} onPointerDown={onGigsIntent}>
            Gigs &amp; Highlights
          </TabsTrigger>
        </TabsList>
        <TabsContent value="gossip">{gossip}</TabsContent>
        <TabsContent value="gigs">{gigs}</TabsContent>
      </Tabs>
    </div>
  );
}

import { CommunityPanel } from "@/web/features/participation/components/community-panel";

/** 'Tribe Gossip' (#band-chat): the band's community thread (participation's panel: post, vote, live). */
export function BandGossip({ bandId }: { bandId: string }) {
  return (
    <section id="band-chat" aria-label="Tribe Gossip" className="scroll-mt-20">
      <CommunityPanel
        entityType="band"
        entityId={bandId}
        emptyText="No gossip in this tribe yet."
        placeholder="Spill the tea on this band…"
      />
    </section>
  );
}

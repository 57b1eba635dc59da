import { CommunityPanel } from "@/web/features/participation/components/community-panel";

/** The artist's Tribe Gossip (#tribe-gossip): the artist's community thread (participation's panel). */
export function ArtistGossip({ userId }: { userId: string }) {
  return (
    <section id="tribe-gossip" aria-labelledby="tribe-gossip-title" className="grid scroll-mt-20 content-start gap-3">
      <h2 id="tribe-gossip-title" className="text-lg font-bold">
        Tribe Gossip
      </h2>
      <CommunityPanel
        entityType="artist"
        entityId={userId}
        emptyText="No gossip in this tribe yet."
        placeholder="What's the word on this artist?"
      />
    </section>
  );
}

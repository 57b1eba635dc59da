import { BadgeCheckIcon, MapPinIcon, MegaphoneIcon, MessageCircleIcon, MicVocalIcon, UsersIcon } from "lucide-react";
import { Link } from "react-router";
import { formatCompactCount } from "@/shared/compact-count";
import type { ActCard } from "@/shared/contract/acts";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { Skeleton } from "@/web/components/ui/skeleton";
import { cn } from "@/web/lib/cn";
import { ResponsiveImage } from "./image";

/** What the card needs of a discover item (001 §3): the API's band and artist lists send these. */
export type ArtistBandCardItem = Pick<
  ActCard,
  | "type"
  | "id"
  | "userId"
  | "name"
  | "avatarUrl"
  | "profileBannerUrl"
  | "genres"
  | "location"
  | "followerCount"
  | "isVerified"
  | "featured"
>;

/** The act's page: /bands/{id} or /artists/{user_id} (001 §2). */
export function actPath(item: Pick<ActCard, "type" | "id" | "userId">) {
  return item.type === "band" ? `/bands/${item.id}` : `/artists/${item.userId ?? item.id}`;
}

/** Where Scream and Gossip go: the page's #scream-o-meter, and its chat (#band-chat) or #tribe-gossip. */
export function actAnchors(item: Pick<ActCard, "type" | "id" | "userId">) {
  const path = actPath(item);
  return {
    scream: `${path}#scream-o-meter`,
    gossip: `${path}${item.type === "band" ? "#band-chat" : "#tribe-gossip"}`,
  };
}

/** 'Featured #n' only for the top three (001 §9). */
export const featuredRank = (featured: number) => (featured >= 1 && featured <= 3 ? featured : null);

// Indian grouping: 1.2K, 3.4L, 1.1Cr.
// Not Intl: its first number format costs a phone a long task while the page hydrates (compact-count.ts).
export const fanCountText = (count: number) => `${formatCompactCount(count)} ${count === 1 ? "fan" : "fans"}`;

// The card is 50% of a phone and 25% of a desktop grid; the srcset covers 1× and 2× screens.
const CARD_SIZES = "(min-width: 1024px) 280px, (min-width: 768px) 33vw, 50vw";

type ArtistBandCardProps = {
  item: ArtistBandCardItem;
  /** Hover, focus or touch on the card: a chance to prefetch the page's data. */
  onIntent?: () => void;
  /** The first row of a grid or carousel: load the image at once. */
  priority?: boolean;
  className?: string;
};

/**
 * The unified artist/band card (001 §2): image, name, Verified, 'Featured #n', type and primary
 * genre, location, fan count (only above 0), and Scream / Gossip links to the page's sections.
 * The whole card opens the page; the two buttons sit above that link.
 */
export function ArtistBandCard({ item, onIntent, priority, className }: ArtistBandCardProps) {
  const anchors = actAnchors(item);
  const rank = featuredRank(item.featured);
  const genre = item.genres[0];
  const typeLabel = item.type === "band" ? "Band" : "Artist";
  return (
    <article
      className={cn(
        "group relative flex flex-col overflow-hidden rounded-xl border bg-card transition-colors hover:border-primary/60",
        className,
      )}
      onPointerEnter={onIntent}
      onTouchStart={onIntent}
    >
      <div className="relative">
        <ActCardImage
          item={item}
          priority={priority}
          className="transition-transform duration-300 group-hover:scale-[1.02]"
        />
        {rank ? <Badge className="absolute top-2 left-2 shadow">Featured #{rank}</Badge> : null}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <h3 className="line-clamp-2 text-sm leading-snug font-semibold md:text-base">
          <Link
            to={actPath(item)}
            onFocus={onIntent}
            className="outline-none after:absolute after:inset-0 after:rounded-xl focus-visible:after:ring-2 focus-visible:after:ring-ring"
          >
            {item.name}
          </Link>
        </h3>
        {item.isVerified ? (
          <Badge variant="success" className="self-start">
            <BadgeCheckIcon aria-hidden="true" />
            Verified
          </Badge>
        ) : null}
        <p className="truncate text-xs text-muted-foreground">
          <span className="font-semibold text-primary-bright">{typeLabel}</span>
          {genre ? ` · ${genre}` : null}
        </p>
        {item.location ? (
          <p className="flex items-center gap-1 truncate text-xs text-muted-foreground">
            <MapPinIcon className="size-3 shrink-0" aria-hidden="true" />
            <span className="truncate">{item.location}</span>
          </p>
        ) : null}
        {item.followerCount > 0 ? (
          <p className="flex items-center gap-1 text-xs text-muted-foreground">
            <UsersIcon className="size-3 shrink-0" aria-hidden="true" />
            {fanCountText(item.followerCount)}
          </p>
        ) : null}
        {/*
          Side by side when the card has the room (10.5rem: two 5rem columns and the gap), stacked on a
          two-column phone grid, so the words stay inside. An auto-fit grid, not a container query:
          each card as a query container tripled the style work and doubled the layout of a list's
          first paint (issue 20, docs/decisions/performance.md session 18).
        */}
        <div className="relative z-10 mt-auto pt-2">
          <div className="grid grid-cols-[repeat(auto-fit,minmax(5rem,1fr))] gap-2">
            <Button asChild size="sm" variant="secondary" className="gap-1.5 px-2">
              <Link to={anchors.scream} onFocus={onIntent}>
                <MegaphoneIcon aria-hidden="true" />
                Scream<span className="sr-only"> for {item.name}</span>
              </Link>
            </Button>
            <Button asChild size="sm" variant="outline" className="gap-1.5 px-2">
              <Link to={anchors.gossip} onFocus={onIntent}>
                <MessageCircleIcon aria-hidden="true" />
                Gossip<span className="sr-only"> about {item.name}</span>
              </Link>
            </Button>
          </div>
        </div>
      </div>
    </article>
  );
}

/** A card's square picture: the avatar, else the banner, else the drawn band or artist fallback. */
export function ActCardImage({
  item,
  priority,
  className,
}: {
  item: Pick<ActCard, "type" | "avatarUrl" | "profileBannerUrl">;
  priority?: boolean;
  className?: string;
}) {
  return (
    <ResponsiveImage
      src={item.avatarUrl ?? item.profileBannerUrl}
      alt=""
      width={400}
      height={400}
      sizes={CARD_SIZES}
      widths={[160, 320, 480, 640]}
      priority={priority}
      fallbackIcon={item.type === "band" ? UsersIcon : MicVocalIcon}
      className={cn("aspect-square w-full", className)}
    />
  );
}

/** The card's shape while its data loads. */
export function ArtistBandCardSkeleton() {
  return (
    <div className="overflow-hidden rounded-xl border bg-card" aria-hidden="true">
      <Skeleton className="aspect-square w-full rounded-none" />
      <div className="grid gap-2 p-3">
        <Skeleton className="h-4 w-3/4" />
        <Skeleton className="h-3 w-1/2" />
        <Skeleton className="h-3 w-2/3" />
        <div className="grid grid-cols-2 gap-2 pt-1">
          <Skeleton className="h-8" />
          <Skeleton className="h-8" />
        </div>
      </div>
    </div>
  );
}

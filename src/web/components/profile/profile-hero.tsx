import { BadgeCheckIcon, type LucideIcon, MapPinIcon, UsersIcon } from "lucide-react";
import type { ReactNode } from "react";
import { fanCountText } from "@/web/components/cards/artist-band-card";
import { ResponsiveImage } from "@/web/components/cards/image";
import { Badge } from "@/web/components/ui/badge";
import { Skeleton } from "@/web/components/ui/skeleton";

type ProfileHeroProps = {
  /** The name is the page's h1, except on a page whose own h1 says something else (onboarding step 1). */
  nameAs?: "h1" | "p";
  name: string;
  /** 'Band' or 'Artist' (001 §2). */
  typeLabel: string;
  genres: string[];
  location: string | null;
  followerCount: number;
  isVerified: boolean;
  avatarUrl: string | null;
  bannerUrl: string | null;
  fallbackIcon: LucideIcon;
  /** More facts in the meta line, e.g. 'Formed 2016'. */
  details?: ReactNode;
  /** Buttons beside the name: admin Edit Profile; later Follow, Bring to My City and Share. */
  actions?: ReactNode;
};

/**
 * The top of a band or artist page: banner, avatar with 'Verified', name, type and genres, location,
 * fan count (only above 0), and the page's buttons. The banner is above the fold, so it loads first.
 */
export function ProfileHero({
  name,
  typeLabel,
  genres,
  location,
  followerCount,
  isVerified,
  avatarUrl,
  bannerUrl,
  fallbackIcon,
  details,
  actions,
  nameAs: Name = "h1",
}: ProfileHeroProps) {
  return (
    <header>
      <div className="mx-auto max-w-6xl md:px-6 md:pt-6">
        <ResponsiveImage
          src={bannerUrl}
          alt=""
          width={1200}
          height={675}
          sizes="(min-width: 1152px) 1104px, 100vw"
          widths={[640, 800, 960, 1280]}
          priority
          fallbackIcon={fallbackIcon}
          className="aspect-[2/1] w-full md:aspect-[3/1] md:rounded-2xl"
        />
      </div>
      <div className="mx-auto max-w-6xl px-4 md:px-6">
        {/* From md one row; the name keeps at least 16rem, so with large text (200 %) the buttons wrap under
            it instead of squeezing it behind them. */}
        <div className="-mt-12 flex flex-col gap-4 md:-mt-16 md:flex-row md:flex-wrap md:items-start md:gap-6">
          <div className="relative w-fit shrink-0">
            <ResponsiveImage
              src={avatarUrl}
              alt={`${name}`}
              width={400}
              height={400}
              // size-24 (96 px) on phones, size-32 (128 px) from md; the banner is the one high-priority image.
              sizes="(min-width: 768px) 128px, 96px"
              widths={[160, 320]}
              eager
              fallbackIcon={fallbackIcon}
              className="aspect-square size-24 rounded-2xl border-4 border-background md:size-32"
            />
            {isVerified ? (
              <Badge variant="success" className="absolute -right-3 -bottom-2 border border-background bg-card">
                <BadgeCheckIcon aria-hidden="true" />
                Verified
              </Badge>
            ) : null}
          </div>
          <div className="min-w-0 flex-1 md:basis-64 md:pt-[4.75rem]">
            <Name className="text-2xl font-bold tracking-tight text-balance md:text-4xl">{name}</Name>
            <p className="mt-1 text-sm">
              <span className="font-semibold text-primary-bright">{typeLabel}</span>
              {genres.length ? <span className="text-muted-foreground"> · {genres.join(" · ")}</span> : null}
            </p>
            <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
              {location ? (
                <span className="flex items-center gap-1">
                  <MapPinIcon className="size-4" aria-hidden="true" />
                  {location}
                </span>
              ) : null}
              {followerCount > 0 ? (
                <span className="flex items-center gap-1">
                  <UsersIcon className="size-4" aria-hidden="true" />
                  {fanCountText(followerCount)}
                </span>
              ) : null}
              {details}
            </p>
          </div>
          {actions ? (
            <div className="flex flex-wrap gap-2 md:pt-[4.75rem] [&>*]:h-auto [&>*]:min-h-11 [&>*]:max-w-full [&>*]:whitespace-normal">
              {actions}
            </div>
          ) : null}
        </div>
      </div>
    </header>
  );
}

export function ProfileHeroSkeleton() {
  return (
    <div role="status" aria-label="Loading profile">
      <div className="mx-auto max-w-6xl md:px-6 md:pt-6">
        <Skeleton className="aspect-[2/1] w-full rounded-none md:aspect-[3/1] md:rounded-2xl" />
      </div>
      <div className="mx-auto grid max-w-6xl gap-3 px-4 md:px-6">
        <Skeleton className="-mt-12 size-24 rounded-2xl border-4 border-background md:-mt-16 md:size-32" />
        <Skeleton className="h-8 w-2/3 max-w-sm" />
        <Skeleton className="h-4 w-1/2 max-w-xs" />
        <Skeleton className="mt-4 h-32 w-full" />
      </div>
    </div>
  );
}

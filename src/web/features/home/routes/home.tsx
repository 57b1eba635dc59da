import { lazy, Suspense } from "react";
import { PRODUCT_NAME, PRODUCT_TAGLINE } from "@/shared/product";
import { HydrateWhenVisible } from "@/web/components/hydrate-when-visible";
import { WelcomeBanner } from "@/web/components/welcome-banner";
import { useSession } from "@/web/hooks/use-session";
import { useHome } from "../api/get-home";
import { FeaturedBands } from "../components/featured-bands";
import { JoinTribes } from "../components/join-tribes";
import { NotificationBanner } from "../components/notification-banner";
import { UpcomingGigs } from "../components/upcoming-gigs";

// The last two sections are below the fold: their code (blog cards, the About cards) downloads
// while the home data loads instead of with the first page, which has a size budget (issue 5).
const LatestBlog = lazy(() => import("../components/latest-blog").then((m) => ({ default: m.LatestBlog })));
const AboutCarousel = lazy(() => import("../components/about-carousel").then((m) => ({ default: m.AboutCarousel })));

/**
 * Home, in the order of 000 §2. Its data is two requests sent together: the session (shared with
 * the header) and GET /api/home (the server reads the fan's city from the same cookie).
 */
export default function HomeRoute() {
  const session = useSession();
  const home = useHome(session.isPending ? undefined : (session.data?.user.id ?? null));
  const status = home.status;
  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-8 px-4 py-6 md:gap-12 md:px-6 md:py-8">
      <title>{`${PRODUCT_NAME} · ${PRODUCT_TAGLINE}`}</title>
      <h1 className="sr-only">{PRODUCT_NAME}</h1>
      {session.data ? <WelcomeBanner /> : null}
      <NotificationBanner />
      <FeaturedBands bands={home.data?.featuredBands} status={status} />
      <UpcomingGigs gigs={home.data?.upcomingGigs} status={status} />
      {/* Below the fold on a phone: live once scrolled near (docs/decisions/ssr.md). */}
      <HydrateWhenVisible>
        <JoinTribes />
      </HydrateWhenVisible>
      <HydrateWhenVisible className="grid gap-8 md:gap-12">
        <Suspense fallback={null}>
          <LatestBlog posts={home.data?.latestBlogs} status={status} />
          <AboutCarousel />
        </Suspense>
      </HydrateWhenVisible>
    </div>
  );
}

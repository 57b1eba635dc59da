import { createElement } from "react";
import { matchRoutes, type RouteMatch, type RouteObject } from "react-router";
import { type LoadPage, lazyPage, type PageModule } from "./lazy-page";
import { NotFound } from "./routes/not-found";

/** Every page module, loaded on demand: features/<area>/routes/*.tsx and app/routes/<area>/*.tsx. */
const pageModules = import.meta.glob<PageModule>(["../features/*/routes/*.tsx", "./routes/*/*.tsx", "!**/*.test.tsx"]);

/** What a route carries for the server renderer and the hover preload. */
export type PageHandle = {
  preload: LoadPage;
  /** The page module under src/web, e.g. `app/routes/bands/band.tsx`: the key Vite's manifest uses. */
  module: string;
  /** Public pages are rendered on the server with their data (docs/decisions/ssr.md). */
  ssr: boolean;
};

/** `features/home/routes/home` or `app/routes/bands/band` → its loader and manifest key. */
function pageModule(name: string): { module: string; load: LoadPage } {
  const module = `${name}.tsx`;
  const load = pageModules[module.startsWith("app/") ? `./${module.slice(4)}` : `../${module}`];
  if (!load) throw new Error(`No page module at src/web/${module}`);
  return { module, load };
}

function route(path: string, module: string, load: LoadPage, ssr: boolean): RouteObject {
  const handle: PageHandle = { preload: load, module, ssr };
  return { path, element: createElement(lazyPage(load)), handle };
}

/** A client-rendered page. */
function page(path: string, name: string): RouteObject {
  const { module, load } = pageModule(name);
  return route(path, module, load, false);
}

/** A public page, also rendered on the server. */
function publicPage(path: string, name: string): RouteObject {
  const { module, load } = pageModule(name);
  return route(path, module, load, true);
}

const onboardingSteps = [1, 2, 3, 4].map((step) => `features/onboarding/routes/step${step}`);
const registrationSteps = [1, 2, 3].map((step) => `features/referral/routes/registration${step}`);
const legacyModule = "features/onboarding/routes/legacy.tsx";

/**
 * Spec 000 §2's route table. Every page is a lazy chunk: under features/<area>/routes/ when one
 * feature draws it, under app/routes/<area>/ when it composes several (a profile and participation).
 */
export const pageRoutes: RouteObject[] = [
  publicPage("/", "features/home/routes/home"),
  publicPage("/artists", "features/artists/routes/artists"),
  publicPage("/artists/:userId", "app/routes/artists/artist"),
  page("/artists/:userId/edit", "features/artists/routes/artist-edit"),
  publicPage("/events", "features/events/routes/events"),
  publicPage("/events/:eventId", "app/routes/events/event"),
  page("/events/:eventId/edit", "features/events/routes/event-edit"),
  publicPage("/venue", "features/venues/routes/venues"),
  publicPage("/venues/:venueId", "app/routes/venues/venue"),
  page("/venues/:venueId/edit", "features/venues/routes/venue-edit"),
  page("/venues/:venueId/announce-gig", "app/routes/gigs/announce-gig"),
  publicPage("/about", "features/about/routes/about"),
  publicPage("/profile/:userId", "features/profile/routes/profile"),
  page("/leaderboard", "features/leaderboard/routes/leaderboard"),
  page("/notifications", "features/notifications/routes/notifications"),
  page("/manage", "features/manage/routes/manage"),
  page("/manage/gigs/:eventId", "features/events/routes/manage-gig"),
  page("/settings/notifications", "features/notifications/routes/notification-settings"),
  page("/unsubscribe", "features/notifications/routes/unsubscribe"),
  ...registrationSteps.map((name, i) => page(`/profile/:userId/:referralCode/registration${i + 1}`, name)),
  publicPage("/bands", "features/bands/routes/bands"),
  publicPage("/bands/:bandId", "app/routes/bands/band"),
  publicPage("/demand", "features/demand/routes/demand"),
  page("/bands/:bandId/edit", "features/bands/routes/band-edit"),
  page("/bands/:bandId/announce-gig", "app/routes/gigs/announce-gig"),
  // The legacy band onboarding URLs redirect into the matching onboarding route.
  ...onboardingSteps.map((_, i) =>
    route(
      `/bands/:bandId/step${i + 1}`,
      legacyModule,
      () => import("@/web/features/onboarding/routes/legacy").then((m) => ({ default: m.legacySteps[i]! })),
      false,
    ),
  ),
  ...onboardingSteps.map((name, i) => page(`/onboarding/:entityType/:entityId/:sessionId/step${i + 1}`, name)),
  // Step 1 without a session creates one and replaces the URL with the one that carries it.
  page("/onboarding/:entityType/:entityId/step1", onboardingSteps[0]!),
  page("/admin/band-approvals", "features/admin/routes/band-approvals"),
  page("/auth", "features/auth/routes/auth"),
  // Where a password reset mail's link lands (better-auth adds ?token=…).
  page("/auth/reset-password", "features/auth/routes/reset-password"),
  page("/post/:postId", "features/participation/routes/post"),
  publicPage("/blog", "features/blog/routes/blog"),
  publicPage("/blog/:blogId", "app/routes/blog/blog-post"),
  page("/search", "features/search/routes/search"),
  { path: "*", element: createElement(NotFound) },
];

const MATCH_CACHE_LIMIT = 200;

/**
 * matchRoutes(routes, pathname), kept per pathname. React Router flattens and ranks the whole table
 * and compiles a regular expression per route on every call (useRoutes makes one per render): ~12 ms
 * of a phone's main thread each time (47 ms at 4x CPU, issue 20), and a first visit matched its URL
 * twice (the page's code preloaded before hydration, then the render). Bounded: the server renders
 * many pathnames.
 */
export function cachedMatcher(routes: RouteObject[]): (pathname: string) => RouteMatch[] | null {
  const matched = new Map<string, RouteMatch[] | null>();
  return (pathname) => {
    let matches = matched.get(pathname);
    if (matches === undefined) {
      matches = matchRoutes(routes, pathname);
      if (matched.size >= MATCH_CACHE_LIMIT) matched.clear();
      matched.set(pathname, matches);
    }
    return matches;
  };
}
const matchPage = cachedMatcher(pageRoutes);

/**
 * Starts downloading the code of the page at `pathname` (on hover, focus or touch) so the tap feels
 * instant; settles once it is in (or failed).
 */
export function preloadRoute(pathname: string): Promise<void> {
  return preloadMatches(matchPage(pathname));
}

/** Downloads the code of the pages among `matches`; settles once it is in (or failed). */
export function preloadMatches(matches: RouteMatch[] | null): Promise<void> {
  const loads = (matches ?? []).map((match) =>
    (match.route.handle as PageHandle | undefined)?.preload().catch(() => {
      // The real navigation tries again and reports a failure through the error boundary.
    }),
  );
  return Promise.all(loads).then(() => undefined);
}

/** The page route a URL opens (undefined for the not-found page), with what the server needs to know. */
export function pageHandleFor(pathname: string): PageHandle | undefined {
  const matches = matchPage(pathname) ?? [];
  return matches.at(-1)?.route.handle as PageHandle | undefined;
}

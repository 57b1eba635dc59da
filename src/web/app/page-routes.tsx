import { createElement } from "react";
import { matchRoutes, type RouteObject } from "react-router";
import { type LoadPage, lazyPage } from "./lazy-page";
import { NotFound } from "./routes/not-found";

function page(path: string, load: LoadPage): RouteObject {
  return { path, element: createElement(lazyPage(load)), handle: { preload: load } };
}

const onboardingSteps = [
  () => import("@/web/features/onboarding/routes/step1"),
  () => import("@/web/features/onboarding/routes/step2"),
  () => import("@/web/features/onboarding/routes/step3"),
  () => import("@/web/features/onboarding/routes/step4"),
] as const;
const registrationSteps = [
  () => import("@/web/features/referral/routes/registration1"),
  () => import("@/web/features/referral/routes/registration2"),
  () => import("@/web/features/referral/routes/registration3"),
] as const;

/**
 * Spec 000 §2's route table. Every page is a lazy chunk: under features/<area>/routes/ when one
 * feature draws it, under app/routes/<area>/ when it composes several (a profile and participation).
 */
export const pageRoutes: RouteObject[] = [
  page("/", () => import("@/web/features/home/routes/home")),
  page("/artists", () => import("@/web/features/artists/routes/artists")),
  page("/artists/:userId", () => import("@/web/app/routes/artists/artist")),
  page("/events", () => import("@/web/features/events/routes/events")),
  page("/events/:eventId", () => import("@/web/app/routes/events/event")),
  page("/events/:eventId/edit", () => import("@/web/features/events/routes/event-edit")),
  page("/venue", () => import("@/web/features/venues/routes/venues")),
  page("/venues/:venueId", () => import("@/web/app/routes/venues/venue")),
  page("/venues/:venueId/edit", () => import("@/web/features/venues/routes/venue-edit")),
  page("/about", () => import("@/web/features/about/routes/about")),
  page("/profile/:userId", () => import("@/web/features/profile/routes/profile")),
  ...registrationSteps.map((load, i) => page(`/profile/:userId/:referralCode/registration${i + 1}`, load)),
  page("/bands", () => import("@/web/features/bands/routes/bands")),
  page("/bands/:bandId", () => import("@/web/app/routes/bands/band")),
  page("/bands/:bandId/edit", () => import("@/web/features/bands/routes/band-edit")),
  // The legacy band onboarding URLs redirect into the matching onboarding route.
  ...onboardingSteps.map((_, i) =>
    page(`/bands/:bandId/step${i + 1}`, () =>
      import("@/web/features/onboarding/routes/legacy").then((m) => ({ default: m.legacySteps[i]! })),
    ),
  ),
  ...onboardingSteps.map((load, i) => page(`/onboarding/:entityType/:entityId/:sessionId/step${i + 1}`, load)),
  // Step 1 without a session creates one and replaces the URL with the one that carries it.
  page("/onboarding/:entityType/:entityId/step1", onboardingSteps[0]),
  page("/admin/band-approvals", () => import("@/web/features/admin/routes/band-approvals")),
  page("/auth", () => import("@/web/features/auth/routes/auth")),
  // Where a password reset mail's link lands (better-auth adds ?token=…).
  page("/auth/reset-password", () => import("@/web/features/auth/routes/reset-password")),
  page("/post/:postId", () => import("@/web/features/participation/routes/post")),
  page("/blog", () => import("@/web/features/blog/routes/blog")),
  page("/blog/:blogId", () => import("@/web/features/blog/routes/blog-post")),
  page("/search", () => import("@/web/features/search/routes/search")),
  { path: "*", element: createElement(NotFound) },
];

/** Starts downloading the code of the page at `pathname` (on hover, focus or touch) so the tap feels instant. */
export function preloadRoute(pathname: string) {
  for (const match of matchRoutes(pageRoutes, pathname) ?? []) {
    const preload = (match.route.handle as { preload?: LoadPage } | undefined)?.preload;
    preload?.().catch(() => {
      // The real navigation tries again and reports a failure through the error boundary.
    });
  }
}

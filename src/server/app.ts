import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { adminRoutes } from "./admin/routes";
import { alterEgoRoutes } from "./alter-egos/routes";
import { artistActivityRoutes } from "./artists/activity-routes";
import { discoverRoutes } from "./artists/discover-routes";
import { artistRoutes } from "./artists/routes";
import { appAddressCheck } from "./auth/app-address";
import { authRoutes } from "./auth/routes";
import { backupRoutes } from "./backup/routes";
import { bandSubmissionRoutes } from "./band-submissions/routes";
import { bandActivityRoutes } from "./bands/activity-routes";
import { bandFanPhotoRoutes } from "./bands/fan-photo-routes";
import { bandRoutes } from "./bands/routes";
import { blogRoutes } from "./blogs/routes";
import { calendarFeedRoutes } from "./calendar/routes";
import { cityRoutes } from "./cities/routes";
import { commentRoutes } from "./comments/routes";
import type { AppDeps, AppEnv } from "./context";
import { demandRoutes } from "./demand/routes";
import { eventRoutes } from "./events/routes";
import { fanPhotoRoutes } from "./fan-photos/routes";
import { gigRoutes } from "./gigs/routes";
import { healthRoutes } from "./health/routes";
import { homeRoutes } from "./home/routes";
import { imageRoutes } from "./images/routes";
import { leaderboardRoutes } from "./leaderboard/routes";
import { lineupRoutes } from "./lineups/routes";
import { manageRoutes } from "./manage/routes";
import { meRoutes } from "./me/routes";
import { metricsRoutes, requestMetrics } from "./metrics/routes";
import { buildStamp, readBuildId } from "./middleware/build-stamp";
import { compressJson } from "./middleware/compress-json";
import { embeddedDatabaseQueue } from "./middleware/embedded-database-queue";
import { apiNotFound, errorHandler } from "./middleware/error-handler";
import { noStoreWithSession } from "./middleware/no-store-with-session";
import { originCheck } from "./middleware/origin-check";
import { refuseUnsafeText } from "./middleware/refuse-unsafe-text";
import { requestLogger } from "./middleware/request-logger";
import { requireJsonBody } from "./middleware/require-json";
import { securityHeaders } from "./middleware/security-headers";
import { clearSharedReadsOnWrite, sharedReadCache } from "./middleware/shared-read-cache";
import { pushRoutes } from "./notifications/push/routes";
import { notificationRoutes } from "./notifications/routes";
import { onboardingRoutes } from "./onboarding/routes";
import { openApiRoutes } from "./openapi/routes";
import { pageManagerRoutes } from "./pages/manager-routes";
import { pageRoutes } from "./pages/routes";
import { postCommentRoutes } from "./posts/comment-routes";
import { postRoutes } from "./posts/routes";
import { threadRoutes } from "./posts/thread-routes";
import { renderIndexWithPreview } from "./previews";
import { progressRoutes } from "./progress/routes";
import { realtimeRoutes } from "./realtime/routes";
import { referralRoutes } from "./referrals/routes";
import { reportRoutes } from "./reports/routes";
import { searchRoutes } from "./search/routes";
import { renderIndexWithSeo } from "./seo/head";
import { seoRoutes } from "./seo/routes";
import { spaRoutes } from "./spa/routes";
import { rendererEntryFor, rendererLoader } from "./spa/ssr";
import { mediaRoutes } from "./storage";
import { submissionRoutes } from "./submissions/routes";
import { uploadRoutes } from "./uploads/routes";
import { userRoutes } from "./users/routes";
import { venueRoutes } from "./venues/routes";
import { xpRoutes } from "./xp/routes";

/** Builds the whole HTTP app around its dependencies, so tests run it against their own database. */
export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.use("*", async (c, next) => {
    c.set("deps", deps);
    await next();
  });
  app.use("*", requestLogger());
  app.use("*", requestMetrics());
  app.use("*", securityHeaders(deps.env.APP_URL));
  app.onError(errorHandler);

  app.use("/api/*", originCheck());
  app.use("/api/auth/*", appAddressCheck());
  app.use("/api/*", noStoreWithSession());
  // Image uploads (/api/uploads/*, /api/me/avatar) set their own, larger limit; every other body is small JSON.
  const jsonBodyLimit = bodyLimit({ maxSize: 1024 * 1024 });
  // Fan photos and post GIFs (participation) are multipart uploads with limits of their own too.
  const participationUpload = /^\/api\/(bands\/[^/]+\/fan-photos|threads\/gifs)$/;
  const ownBodyLimit = (path: string) =>
    path.startsWith("/api/uploads/") || path === "/api/me/avatar" || participationUpload.test(path);
  // GET and HEAD carry no body to limit; asking for one would make the Node adapter build a full
  // WHATWG Request for every read (a measurable share of a public read's CPU, see npm run bench).
  const bodiless = (method: string) => method === "GET" || method === "HEAD";
  app.use("/api/*", (c, next) =>
    bodiless(c.req.method) || ownBodyLimit(c.req.path) ? next() : jsonBodyLimit(c, next),
  );
  app.use("/api/*", requireJsonBody(ownBodyLimit));
  // After the body limit, so an oversized body is refused before it is read here.
  app.use("/api/*", refuseUnsafeText());
  app.use("/api/*", buildStamp(readBuildId(deps.webRoot)));
  app.use("/api/*", compressJson());
  // Public reads identical for everyone are answered from memory for a few seconds; any write
  // through the API empties that cache. Then requests take turns on the embedded database.
  app.use("/api/*", clearSharedReadsOnWrite());
  app.use("/api/bands", sharedReadCache());
  app.use("/api/search", sharedReadCache());
  app.use("/api/*", embeddedDatabaseQueue());
  // A crawler's sitemap reads take turns too: a 503 with Retry-After is what crawlers expect of a busy site.
  app.use("/sitemap.xml", embeddedDatabaseQueue());
  app.use("/sitemaps/*", embeddedDatabaseQueue());
  // Routers described by the contract (src/shared/contract) carry full paths: one router per resource.
  app.route("/", metricsRoutes());
  app.route("/", backupRoutes());
  app.route("/", openApiRoutes());
  app.route("/", authRoutes());
  app.route("/", bandRoutes());
  app.route("/", blogRoutes());
  app.route("/", calendarFeedRoutes());
  app.route("/", cityRoutes());
  app.route("/", lineupRoutes());
  app.route("/", gigRoutes());
  app.route("/", manageRoutes());
  app.route("/", healthRoutes());
  app.route("/", leaderboardRoutes());
  app.route("/", demandRoutes());
  app.route("/", userRoutes());
  app.route("/", alterEgoRoutes());
  app.route("/", meRoutes());
  app.route("/", xpRoutes());
  app.route("/", progressRoutes());
  app.route("/", notificationRoutes());
  app.route("/", pushRoutes());
  app.route("/", eventRoutes());
  app.route("/", homeRoutes());
  app.route("/", venueRoutes());
  app.route("/", bandActivityRoutes());
  app.route("/", bandFanPhotoRoutes());
  app.route("/", artistRoutes());
  app.route("/", artistActivityRoutes());
  app.route("/", discoverRoutes());
  app.route("/", searchRoutes());
  app.route("/", realtimeRoutes());
  app.route("/", fanPhotoRoutes());
  app.route("/", threadRoutes());
  app.route("/", postRoutes());
  app.route("/", postCommentRoutes());
  app.route("/", commentRoutes());
  app.route("/", referralRoutes());
  app.route("/", reportRoutes());
  app.route("/", onboardingRoutes());
  app.route("/", uploadRoutes());
  app.route("/", bandSubmissionRoutes());
  app.route("/", submissionRoutes());
  app.route("/", pageRoutes());
  app.route("/", pageManagerRoutes());
  app.route("/", adminRoutes());
  // Unknown API paths are JSON 404s, never the web app's index.html.
  app.all("/api/*", apiNotFound);

  app.route("/", mediaRoutes(deps.storage));
  // Resized WebP copies of stored images for cards and banners, cached by the storage driver.
  app.route("/", imageRoutes(deps.storage));
  // robots.txt and the sitemaps, before the web app's catch-all would answer them with index.html.
  app.route("/", seoRoutes());
  app.route(
    "/",
    spaRoutes(deps.webRoot, {
      // Link-preview tags, then the canonical link and JSON-LD: the head of the client-rendered page
      // and the template the server renderer fills, so both carry them.
      renderIndex: async (c, html) => renderIndexWithSeo(c, await renderIndexWithPreview(c, html)),
      loadRenderer: rendererLoader(deps.ssrEntry ?? (deps.webRoot && rendererEntryFor(deps.webRoot))),
      // The node server's bindings go along, so the in-process request knows the client's address.
      api: (request, c) => Promise.resolve(app.fetch(request, c.env)),
    }),
  );
  return app;
}

export type App = ReturnType<typeof createApp>;

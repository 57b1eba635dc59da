/**
 * The server renderer (built with `vite build --ssr`, loaded by src/server/spa/ssr.ts): renders a
 * public page with React on the server, waits for its data, and hands back the HTML, the tags React
 * hoists into <head> and the query cache the browser hydrates from. docs/decisions/ssr.md.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { PassThrough } from "node:stream";
import type { ReactNode } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { StaticRouter } from "react-router";
import { type PageHandle, pageHandleFor, pageRoutes } from "./app/page-routes";
import { AppProviders } from "./app/providers";
import { AppRoutes } from "./app/router";
import { createServerQueryClient, dehydrateForBrowser } from "./app/ssr/server-query-client";
import { renderClockKey } from "./hooks/use-now";
import { type Session, sessionQueryKey } from "./hooks/use-session";
import { type ApiTransport, setApiTransport } from "./lib/api-client";
import { SSR_STATE_ID, serializeState } from "./lib/ssr-state";

export type RenderInput = {
  /** Path and query string of the page. */
  url: string;
  /** False when the request carries no session cookie: a visitor, known without asking anyone. */
  hasSessionCookie: boolean;
  /** Answers the page's API calls in-process, with the visitor's cookie. */
  api: ApiTransport;
  /** How long the data may take before the unfinished parts are left to the browser. */
  timeoutMs?: number;
};

export type RenderedPage = {
  /** The inside of #root. */
  html: string;
  /** <title>, <meta> and <link> elements the page rendered, which belong in <head>. */
  head: string;
  /** The dehydrated query cache, as a JSON script element for the end of <body>. */
  state: string;
  /** Source modules (keys of Vite's manifest) the page needs at once, for preload hints. */
  modules: string[];
  signedIn: boolean;
  /** What failed while rendering (those parts render in the browser instead), for the server's log. */
  errors: unknown[];
};

// Each render's API calls go to that render's request; concurrent renders never see each other's cookie.
const requestApi = new AsyncLocalStorage<ApiTransport>();
setApiTransport((url, init) => {
  const send = requestApi.getStore();
  if (!send) return Promise.reject(new Error(`No request to answer ${url} from during server rendering`));
  return send(url, init);
});

/** True for the pages rendered on the server (public pages); the rest stay client-rendered. */
export function isServerRendered(pathname: string): boolean {
  return pageHandleFor(pathname)?.ssr === true;
}

/**
 * Loads the code of every server-rendered page (and the signed-in header) once, at start-up, so the
 * first visitor's render does not wait for modules (the render gives up after its timeout).
 */
export async function warmUp(): Promise<void> {
  const handles = pageRoutes.map((route) => route.handle as PageHandle | undefined);
  await Promise.all([
    ...handles.filter((handle) => handle?.ssr).map((handle) => handle?.preload()),
    import("./app/layout/header-signed-in"),
    // Parts pages load on their own when they come near the screen (React.lazy inside the page).
    import("./features/participation/components/community-thread"),
  ]);
}

const SIGNED_IN_HEADER = "app/layout/header-signed-in.tsx";
const DEFAULT_TIMEOUT_MS = 5_000;

export async function renderPage(input: RenderInput): Promise<RenderedPage> {
  const client = createServerQueryClient();
  if (!input.hasSessionCookie) client.setQueryData<Session | null>(sessionQueryKey, null);
  client.setQueryData(renderClockKey, Date.now());
  const pathname = new URL(input.url, "http://localhost").pathname;

  const errors: unknown[] = [];
  const markup = await requestApi.run(input.api, () =>
    renderWhole(
      <AppProviders client={client}>
        <StaticRouter location={input.url}>
          <AppRoutes />
        </StaticRouter>
      </AppProviders>,
      input.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      (error) => void errors.push(error),
    ),
  );

  const { head, html } = splitHoisted(markup);
  const signedIn = Boolean(client.getQueryData<Session | null>(sessionQueryKey));
  const page = pageHandleFor(pathname)?.module;
  const modules = [page, signedIn ? SIGNED_IN_HEADER : undefined].filter((m): m is string => Boolean(m));
  const state = `<script type="application/json" id="${SSR_STATE_ID}">${serializeState(dehydrateForBrowser(client))}</script>`;
  client.clear();
  return { html, head, state, modules, signedIn, errors };
}

// React writes the elements it hoists (a page's <title>, preload <link>s) before the markup when it
// does not render the whole document.
const HOISTED = /^(?:<title>[^<]*<\/title>|<(?:meta|link)\b[^>]*\/?>)+/;

function splitHoisted(markup: string) {
  const hoisted = HOISTED.exec(markup)?.[0] ?? "";
  return { head: hoisted, html: markup.slice(hoisted.length) };
}

/**
 * Streams the page once every Suspense boundary has its data (onAllReady), so the HTML comes whole:
 * streaming boundaries out of order would need React's inline scripts to move them into place, and
 * the CSP allows none. What is not ready in time is left to the browser (React marks it so).
 */
function renderWhole(tree: ReactNode, timeoutMs: number, onError: (error: unknown) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new PassThrough();
    sink.on("data", (chunk: Buffer) => chunks.push(chunk));
    sink.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    sink.on("error", reject);
    const stream = renderToPipeableStream(tree, {
      onAllReady: () => {
        clearTimeout(timer);
        stream.pipe(sink);
      },
      onShellError: reject,
      onError,
      // Large boundaries would otherwise be written out of place (for progressive painting), which
      // needs the same inline scripts.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    });
    const timer = setTimeout(() => stream.abort(new Error("Server rendering timed out")), timeoutMs);
  });
}

/**
 * The one way the web app talks to our API. Every failure becomes an ApiError carrying the HTTP
 * status and the server's `{ error: { code, message, fields? } }`, so callers and the query client
 * can branch on `status` (e.g. never retry a 4xx) and show `message` as-is.
 */

export type FieldErrors = Record<string, string[]>;

const FALLBACK_MESSAGE = "An unexpected error occurred";
const NETWORK_MESSAGE = "Could not reach LoudTribe. Check your connection and try again.";
const OFFLINE_MESSAGE = "You're offline, so this wasn't sent. Try again when you're back online.";
/** The server names the web build it belongs to on every API answer (docs/decisions/pwa.md). */
export const BUILD_HEADER = "X-LoudTribe-Build";
const READ_METHODS = new Set(["GET", "HEAD"]);

export class ApiError extends Error {
  override readonly name = "ApiError";
  constructor(
    /** HTTP status; 0 when the request never got an answer (offline, DNS, aborted connection). */
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: FieldErrors,
  ) {
    super(message);
  }

  get isClientError() {
    return this.status >= 400 && this.status < 500;
  }
}

/** True for an ApiError in the 400–499 range: the request itself is wrong, so repeating it cannot help. */
export const isClientError = (error: unknown): error is ApiError => error instanceof ApiError && error.isClientError;

/**
 * The retry rule every query and mutation follows (000 §9, query-client.ts): a 4xx answer will not
 * change by asking again, so only network and server failures are retried, at most `max` times. A
 * query that wants fewer tries than the default passes its own `max` through this, never a bare number.
 */
export const retryUnlessClientError =
  (max: number) =>
  (failureCount: number, error: unknown): boolean =>
    !isClientError(error) && failureCount < max;

type QueryValue = string | number | boolean | null | undefined;

export type ApiFetchOptions = Omit<RequestInit, "body"> & {
  /** Plain values are sent as JSON; FormData, Blob and URLSearchParams go as they are. */
  body?: unknown;
  /** Appended as a query string; null and undefined values are left out. */
  query?: Record<string, QueryValue | QueryValue[]>;
};

function buildUrl(path: string, query: ApiFetchOptions["query"]) {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== null && item !== undefined) params.append(key, String(item));
    }
  }
  const qs = params.toString();
  return qs ? `${path}${path.includes("?") ? "&" : "?"}${qs}` : path;
}

function isRawBody(body: unknown): body is BodyInit {
  return (
    typeof body === "string" ||
    body instanceof FormData ||
    body instanceof Blob ||
    body instanceof URLSearchParams ||
    body instanceof ArrayBuffer
  );
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function toApiError(status: number, payload: unknown): ApiError {
  const error = (payload as { error?: { code?: unknown; message?: unknown; fields?: unknown } } | undefined)?.error;
  const code = typeof error?.code === "string" ? error.code : `http_${status}`;
  const message = typeof error?.message === "string" && error.message ? error.message : FALLBACK_MESSAGE;
  const fields = error?.fields && typeof error.fields === "object" ? (error.fields as FieldErrors) : undefined;
  return new ApiError(status, code, message, fields);
}

/** How a request leaves: the browser's fetch; the server renderer swaps in its in-process app (ssr/). */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;
let transport: ApiTransport = (url, init) => fetch(url, init);

/** Server rendering only: answers the page's API calls without a network hop, with the visitor's cookie. */
export function setApiTransport(send: ApiTransport) {
  transport = send;
}

let buildObserver: ((serverBuild: string) => void) | undefined;

/** The app learns from each answer which build the server runs, to notice a deploy (app/pwa). */
export function observeServerBuild(observer: (serverBuild: string) => void) {
  buildObserver = observer;
}

/**
 * `apiFetch<Band[]>("/api/bands", { query: { city } })`. Resolves with the parsed JSON body
 * (undefined for an empty body, e.g. 204); rejects with ApiError. Pass the query's `signal` so a
 * dropped query cancels its request.
 */
export async function apiFetch<T>(path: string, options: ApiFetchOptions = {}): Promise<T> {
  const { body, query, headers, ...init } = options;
  const requestHeaders = new Headers(headers);
  requestHeaders.set("Accept", "application/json");
  let requestBody: BodyInit | undefined;
  if (body !== undefined) {
    if (isRawBody(body)) {
      requestBody = body;
    } else {
      requestBody = JSON.stringify(body);
      requestHeaders.set("Content-Type", "application/json");
    }
  }

  // A change made without a connection fails here, plainly, instead of being lost or half-sent.
  const method = (init.method ?? "GET").toUpperCase();
  if (!READ_METHODS.has(method) && typeof navigator !== "undefined" && navigator.onLine === false) {
    throw new ApiError(0, "offline", OFFLINE_MESSAGE);
  }

  let response: Response;
  try {
    response = await transport(buildUrl(path, query), {
      ...init,
      headers: requestHeaders,
      body: requestBody,
      credentials: "same-origin",
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === "AbortError") throw cause;
    throw new ApiError(0, "network_error", NETWORK_MESSAGE);
  }

  const serverBuild = response.headers.get(BUILD_HEADER);
  if (serverBuild) buildObserver?.(serverBuild);
  const payload = await readJson(response);
  if (!response.ok) throw toApiError(response.status, payload);
  return payload as T;
}

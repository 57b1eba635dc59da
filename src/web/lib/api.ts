/**
 * The typed way to call our API: `api("GET /api/bands/{id}", { params: { id } })`. The route key,
 * the input and the answer's type all come from the route's description in src/shared/contract
 * (imported as types only: no schema is bundled), so a change there breaks this build, not a page.
 * Failures reject with ApiError, exactly like apiFetch.
 */
import type { ApiRouteKey, ApiRoutes } from "@/shared/contract";
import type { RouteInput, RouteOutput } from "@/shared/contract/types";
import { type ApiFetchOptions, apiFetch } from "./api-client";

type CallInit = Omit<ApiFetchOptions, "body" | "query" | "method">;
type InputArgs<K extends ApiRouteKey> =
  object extends RouteInput<ApiRoutes[K]>
    ? [input?: RouteInput<ApiRoutes[K]>, init?: CallInit]
    : [input: RouteInput<ApiRoutes[K]>, init?: CallInit];

interface AnyInput {
  params?: Record<string, unknown>;
  query?: ApiFetchOptions["query"];
  body?: unknown;
}

/** "/api/bands/{id}" with `{ id: "…" }` → "/api/bands/…" (each value URL-encoded). */
export function fillPath(template: string, params: Record<string, unknown> = {}) {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params[name] ?? "")));
}

export function api<K extends ApiRouteKey>(key: K, ...[input, init]: InputArgs<K>): Promise<RouteOutput<ApiRoutes[K]>> {
  const [method, template] = (key as string).split(" ") as [string, string];
  const { params, query, body } = (input ?? {}) as AnyInput;
  return apiFetch(fillPath(template, params), { ...init, method, query, body });
}

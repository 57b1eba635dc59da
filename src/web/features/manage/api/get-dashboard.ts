import { queryOptions, useQuery } from "@tanstack/react-query";
import type { MyPage } from "@/shared/contract/manage";
import { PAGE_PATHS } from "@/shared/contract/pages";
import { meQueryKey } from "@/web/hooks/use-me";
import { api } from "@/web/lib/api";

/** GET /api/manage/{kind}/{id}: one page's numbers (counts only; small cities withheld by the server). */
export const dashboardQueryOptions = (page: Pick<MyPage, "kind" | "id">) =>
  queryOptions({
    queryKey: [...meQueryKey, "manage", page.kind, page.id] as const,
    queryFn: ({ signal }) =>
      api("GET /api/manage/{kind}/{id}", { params: { kind: PAGE_PATHS[page.kind], id: page.id } }, { signal }),
    select: (data) => data.dashboard,
    staleTime: 0,
  });

export const useDashboard = (page: Pick<MyPage, "kind" | "id">) => useQuery(dashboardQueryOptions(page));

/** The CSV download: a plain link, so the browser saves the server's attachment with its name. */
export const dashboardCsvUrl = (page: Pick<MyPage, "kind" | "id">) =>
  `/api/manage/${PAGE_PATHS[page.kind]}/${encodeURIComponent(page.id)}/csv`;

import { queryOptions, useQuery } from "@tanstack/react-query";
import { useSession } from "@/web/hooks/use-session";
import { api } from "./api";

/** The URL's name of a page kind, as in /bands/{id} and /api/pages/bands/{id}. */
export type PagePath = "bands" | "artists" | "venues";

export const pageKeys = {
  all: ["pages"] as const,
  access: (kind: PagePath, id: string) => ["pages", kind, id, "access"] as const,
  record: (kind: PagePath, id: string) => ["pages", kind, id, "record"] as const,
  team: (kind: PagePath, id: string) => ["pages", kind, id, "team"] as const,
};

export const pageAccessQueryOptions = (kind: PagePath, id: string) =>
  queryOptions({
    queryKey: pageKeys.access(kind, id),
    queryFn: ({ signal }) => api("GET /api/pages/{kind}/{id}/access", { params: { kind, id } }, { signal }),
    select: (data) => data.access,
  });

/**
 * What the signed-in member may do on a page (edit it, claim it). Visitors may do neither, so the
 * query is not sent for them; the server decides either way.
 */
export function usePageAccess(kind: PagePath, id: string) {
  const session = useSession();
  const signedIn = Boolean(session.data);
  const access = useQuery({ ...pageAccessQueryOptions(kind, id), enabled: signedIn && id !== "" });
  return { access: signedIn ? access.data : undefined, checking: session.isPending || (signedIn && access.isPending) };
}

import { useQuery } from "@tanstack/react-query";
import { bandQueryOptions } from "@/web/lib/act-queries";

export { bandQueryKey, bandQueryOptions } from "@/web/lib/act-queries";

/** 001 §5: the lookup needs a non-empty id; the query is disabled for an empty one. */
export function useBand(id: string) {
  return useQuery({ ...bandQueryOptions(id), enabled: id !== "" });
}

import { useQuery } from "@tanstack/react-query";
import { artistQueryOptions } from "@/web/lib/act-queries";

export { artistQueryKey, artistQueryOptions } from "@/web/lib/act-queries";

/** Like the band lookup (001 §5): no request for an empty id. */
export function useArtist(userId: string) {
  return useQuery({ ...artistQueryOptions(userId), enabled: userId !== "" });
}

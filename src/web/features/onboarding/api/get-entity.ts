import { useQuery } from "@tanstack/react-query";
import type { OnboardingEntityType } from "@/shared/validation/onboarding";
import { artistQueryOptions, bandQueryOptions } from "@/web/lib/act-queries";

/** The band or artist being rated in step 1: the same cached profile its own page reads. */
export function useOnboardingEntity(entityType: OnboardingEntityType, entityId: string) {
  const band = useQuery({ ...bandQueryOptions(entityId), enabled: entityType === "band" && entityId !== "" });
  const artist = useQuery({ ...artistQueryOptions(entityId), enabled: entityType === "artist" && entityId !== "" });
  return entityType === "band" ? band : artist;
}

import { EntityNotFound } from "@/web/components/entity-not-found";

/** 001 §2: 'Venue Not Found' with 'The venue you're looking for doesn't exist or has been removed.' */
export function VenueNotFound({ onRetry }: { onRetry?: () => void }) {
  return (
    <EntityNotFound
      title="Venue Not Found"
      message="The venue you're looking for doesn't exist or has been removed."
      back={{ to: "/venue", label: "Discover Venues" }}
      onRetry={onRetry}
    />
  );
}

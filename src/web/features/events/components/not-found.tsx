import { EntityNotFound } from "@/web/components/entity-not-found";

/** 001 §2: 'Gig Not Found' with its message in red. */
export function GigNotFound({ onRetry }: { onRetry?: () => void }) {
  return (
    <EntityNotFound
      title="Gig Not Found"
      message="The gig you're looking for doesn't exist or has been removed."
      messageClassName="text-red-400"
      back={{ to: "/events", label: "Browse Gigs" }}
      onRetry={onRetry}
    />
  );
}

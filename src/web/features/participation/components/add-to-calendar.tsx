import { CalendarCheckIcon, CalendarPlusIcon, RssIcon, Trash2Icon } from "lucide-react";
import { Suspense, useState } from "react";
import {
  CALENDAR_PROVIDER_NAMES,
  type CalendarGig,
  type CalendarProvider,
  googleCalendarUrl,
  outlookCalendarUrl,
} from "@/shared/calendar-links";
import { Button } from "@/web/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/web/components/ui/lazy-dropdown-menu";
import { lazyPart } from "@/web/components/ui/lazy-part";
import { ApiError } from "@/web/lib/api-client";
import { toast } from "@/web/lib/toast";
import { calendarFileUrl, useAddToCalendar, useCalendarState, useRemoveFromCalendar } from "../api/events";
import { useViewer } from "../hooks/use-viewer";
import { isStatus, toastSuccess } from "./celebrate";

// Opened from the menu by the few who want a feed: downloaded then, not with the gig page.
const CalendarFeedDialog = lazyPart(() => import("./calendar-feed-dialog"), "CalendarFeedDialog");

/** 001 §8, word for word. */
export const CALENDAR_TEXT = {
  authTitle: "Authentication Required",
  auth: "Please log in to add events to your calendar.",
  alreadyTitle: "Already Added",
  already: "This event is already in your calendar.",
  trackFailed: "Failed to track calendar addition. Please try again.",
  addFailed: "Failed to add event to calendar. Please try again.",
  removed: "Removed from Calendar",
  removeTrackFailed: "Failed to remove from calendar tracking.",
  removeFailed: "Failed to remove from calendar. Please try again.",
  added: "Added to Calendar",
} as const;

const PROVIDER_NAMES = CALENDAR_PROVIDER_NAMES;

type AddToCalendarProps = { eventId: string; gig: Omit<CalendarGig, "startTime"> & { startTime: string | null } };

/**
 * Add to Calendar (001 §4, §7, §8): Google and Outlook open their new-event forms in a new tab,
 * Apple downloads a real .ics file; the choice is recorded (one per fan and gig) and can be removed.
 * The menu's items are links, so the browser opens them from the tap itself (no popup blocking).
 */
export function AddToCalendar({ eventId, gig }: AddToCalendarProps) {
  const viewer = useViewer();
  const state = useCalendarState(eventId);
  const add = useAddToCalendar(eventId);
  const remove = useRemoveFromCalendar(eventId);
  const [feedOpen, setFeedOpen] = useState(false);
  // Mounted from its first opening on, so closing it still animates and its state is kept.
  const [feedMounted, setFeedMounted] = useState(false);
  const provider = state.data?.provider ?? null;

  if (!gig.startTime) return null;
  const timed = { ...gig, startTime: gig.startTime };
  const links: Record<CalendarProvider, string | undefined> = {
    google: googleCalendarUrl(timed),
    outlook: outlookCalendarUrl(timed),
    apple: calendarFileUrl(eventId),
  };

  if (viewer.user === null) {
    return (
      <Button
        size="lg"
        variant="outline"
        onClick={() => toast.error(CALENDAR_TEXT.authTitle, { description: CALENDAR_TEXT.auth })}
      >
        <CalendarPlusIcon aria-hidden="true" />
        Add to Calendar
      </Button>
    );
  }

  const record = (choice: CalendarProvider) => {
    if (!links[choice]) return toast.error("Error", { description: CALENDAR_TEXT.addFailed });
    add.mutate(choice, {
      onSuccess: (answer) => {
        const text = `${gig.name} is going into your ${PROVIDER_NAMES[choice]}.`;
        toastSuccess(answer.xp, CALENDAR_TEXT.added, { earned: `${text} You earned XP!`, plain: text });
      },
      onError: (error) =>
        isStatus(error, 409)
          ? toast.error(CALENDAR_TEXT.alreadyTitle, { description: CALENDAR_TEXT.already })
          : toast.error("Error", { description: CALENDAR_TEXT.trackFailed }),
    });
  };

  const unrecord = () =>
    remove.mutate(undefined, {
      onSuccess: () => toast.success(CALENDAR_TEXT.removed),
      onError: (error) =>
        toast.error("Error", {
          description: error instanceof ApiError ? CALENDAR_TEXT.removeTrackFailed : CALENDAR_TEXT.removeFailed,
        }),
    });

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button size="lg" variant="outline" disabled={viewer.user === undefined}>
            {provider ? <CalendarCheckIcon aria-hidden="true" /> : <CalendarPlusIcon aria-hidden="true" />}
            {provider ? "In Your Calendar" : "Add to Calendar"}
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start">
          {provider ? (
            <>
              <DropdownMenuLabel>Added to {PROVIDER_NAMES[provider]}</DropdownMenuLabel>
              <DropdownMenuItem variant="destructive" disabled={remove.isPending} onSelect={unrecord}>
                <Trash2Icon aria-hidden="true" />
                Remove from Calendar
              </DropdownMenuItem>
            </>
          ) : (
            (Object.keys(PROVIDER_NAMES) as CalendarProvider[]).map((choice) => (
              <DropdownMenuItem key={choice} asChild disabled={add.isPending}>
                <a
                  href={links[choice]}
                  {...(choice === "apple"
                    ? { download: `${gig.name}.ics` }
                    : { target: "_blank", rel: "noopener noreferrer" })}
                  onClick={() => record(choice)}
                >
                  <CalendarPlusIcon aria-hidden="true" />
                  {PROVIDER_NAMES[choice]}
                </a>
              </DropdownMenuItem>
            ))
          )}
          <DropdownMenuSeparator />
          <DropdownMenuItem
            onSelect={() => {
              setFeedMounted(true);
              setFeedOpen(true);
            }}
          >
            <RssIcon aria-hidden="true" />
            Subscribe to my gigs…
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      {feedMounted ? (
        <Suspense fallback={null}>
          <CalendarFeedDialog open={feedOpen} onOpenChange={setFeedOpen} />
        </Suspense>
      ) : null}
    </>
  );
}

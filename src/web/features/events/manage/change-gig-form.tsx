import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import type { z } from "zod";
import type { EventDetail } from "@/shared/contract/events";
import type { LineupAct } from "@/shared/contract/lineups";
import { utcToIstWallClock } from "@/shared/datetime";
import { announceGigFieldsSchema, GIG_LINEUP_REQUIRED } from "@/shared/validation/events";
import { EditActions, FormSection } from "@/web/components/admin-edit";
import { TextField } from "@/web/components/form-controls";
import { LabelledSwitch } from "@/web/components/labelled-switch";
import { Button } from "@/web/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/web/components/ui/dialog";
import { applyFieldErrors } from "@/web/lib/form-errors";
import { toast } from "@/web/lib/toast";
import { LineupField, lineupEntries } from "../edit/lineup-field";
import { useCancelGig, useChangeGig } from "./api";

const formSchema = announceGigFieldsSchema.pick({ venueName: true, city: true, startTime: true, endTime: true });
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;
const FIELDS = Object.keys(formSchema.shape);

/**
 * A manager changes an announced gig's time, venue or line-up, or calls it off (issue 12 item 4),
 * through PATCH /api/gigs/{id} and POST /api/gigs/{id}/cancel; the server says who may.
 */
export function ChangeGigForm({ gig, backTo }: { gig: EventDetail; backTo: string }) {
  const navigate = useNavigate();
  const change = useChangeGig(gig.id);
  const [lineup, setLineup] = useState<LineupAct[]>(gig.lineup);
  const [lineupError, setLineupError] = useState<string | null>(null);
  // A gig at a listed venue keeps it unless the manager moves it.
  const [moving, setMoving] = useState(gig.venue === null);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      venueName: gig.venue?.name ?? gig.venueName ?? "",
      city: gig.venue?.city ?? gig.city ?? "",
      startTime: utcToIstWallClock(gig.startTime),
      endTime: utcToIstWallClock(gig.endTime),
    },
  });

  const onSubmit = form.handleSubmit((values) => {
    if (lineup.length === 0) return setLineupError(GIG_LINEUP_REQUIRED);
    setLineupError(null);
    change.mutate(
      {
        startTime: values.startTime?.toISOString() ?? null,
        endTime: values.endTime?.toISOString() ?? null,
        ...(moving ? { venueId: null, venueName: values.venueName, city: values.city } : {}),
        lineup: lineupEntries(lineup),
      },
      {
        onSuccess: () => {
          toast.success("Gig updated", { description: "Fans who are going will see the change." });
          void navigate(backTo);
        },
        onError: (error) => {
          applyFieldErrors(error, form.setError, FIELDS);
          toast.error("Could not change the gig", { description: error.message });
        },
      },
    );
  });

  return (
    <div className="grid gap-6">
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <FormSection title="Time" description="Times are India Standard Time.">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField form={form} name="startTime" label="Start (IST) *" type="datetime-local" />
            <TextField form={form} name="endTime" label="End (IST)" type="datetime-local" />
          </div>
        </FormSection>
        <FormSection title="Venue">
          {gig.venue ? (
            <>
              <p className="text-sm">
                Now at <strong>{gig.venue.name}</strong>, {gig.venue.city}
              </p>
              <LabelledSwitch
                label="Move to another venue"
                hint="Give the new venue's name and city."
                checked={moving}
                onCheckedChange={setMoving}
              />
            </>
          ) : null}
          {moving ? (
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField form={form} name="venueName" label="Venue *" />
              <TextField form={form} name="city" label="City *" />
            </div>
          ) : null}
        </FormSection>
        <FormSection title="Line-up" description="Bands and artists, shown on the gig page in this order.">
          <LineupField value={lineup} onChange={setLineup} />
          {lineupError ? <p className="text-sm text-red-400">{lineupError}</p> : null}
        </FormSection>
        <EditActions cancelTo={backTo} submitLabel="Save Changes" pending={change.isPending} />
      </form>
      <CancelGig gig={gig} backTo={backTo} />
    </div>
  );
}

function CancelGig({ gig, backTo }: { gig: EventDetail; backTo: string }) {
  const navigate = useNavigate();
  const cancel = useCancelGig(gig.id);
  const [open, setOpen] = useState(false);
  return (
    <FormSection
      title="Cancel the gig"
      description="It stays listed as 'Cancelled' and takes no more RSVPs; fans going are told."
    >
      <Dialog open={open} onOpenChange={setOpen}>
        <Button type="button" variant="destructive" className="justify-self-start" onClick={() => setOpen(true)}>
          Cancel this gig
        </Button>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Cancel {gig.name}?</DialogTitle>
            <DialogDescription>This cannot be undone. Fans who RSVP'd are told it is off.</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Keep the gig</Button>
            </DialogClose>
            <Button
              variant="destructive"
              disabled={cancel.isPending}
              onClick={() =>
                cancel.mutate(undefined, {
                  onSuccess: () => {
                    toast.success("Gig cancelled");
                    setOpen(false);
                    void navigate(backTo);
                  },
                  onError: (error) => toast.error("Could not cancel the gig", { description: error.message }),
                })
              }
            >
              {cancel.isPending ? "Cancelling..." : "Yes, cancel it"}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </FormSection>
  );
}

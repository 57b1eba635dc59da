import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import type { z } from "zod";
import type { LineupAct } from "@/shared/contract/lineups";
import { announceGigFieldsSchema, GIG_LINEUP_REQUIRED } from "@/shared/validation/events";
import { EditActions, FormSection } from "@/web/components/admin-edit";
import { TextAreaField, TextField } from "@/web/components/form-controls";
import { applyFieldErrors } from "@/web/lib/form-errors";
import { toast } from "@/web/lib/toast";
import { LineupField, lineupEntries } from "../edit/lineup-field";
import { useAnnounceGig } from "./api";

const formSchema = announceGigFieldsSchema.omit({ lineup: true, venueId: true, coverImageUrl: true });
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;
const FIELDS = Object.keys(formSchema.shape);

/**
 * 'Announce a Gig' (issue 12 item 4) from a band or venue page: the venue is that venue, or for a band
 * a venue name and city; the line-up starts with the band. The server decides whether it goes live.
 */
export function AnnounceGigForm({
  backTo,
  venue,
  firstAct,
}: {
  backTo: string;
  venue: { id: string; name: string; city: string } | null;
  firstAct: LineupAct | null;
}) {
  const navigate = useNavigate();
  const announce = useAnnounceGig();
  const [lineup, setLineup] = useState<LineupAct[]>(firstAct ? [firstAct] : []);
  const [lineupError, setLineupError] = useState<string | null>(null);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: { name: "", venueName: venue?.name ?? "", city: venue?.city ?? "", startTime: "", endTime: "" },
  });

  const onSubmit = form.handleSubmit((values) => {
    if (lineup.length === 0) return setLineupError(GIG_LINEUP_REQUIRED);
    setLineupError(null);
    announce.mutate(
      {
        ...values,
        venueId: venue?.id ?? null,
        startTime: values.startTime?.toISOString() ?? null,
        endTime: values.endTime?.toISOString() ?? null,
        lineup: lineupEntries(lineup),
      },
      {
        onSuccess: (answer) => {
          if (answer.status === "published" && answer.eventId) {
            toast.success("Gig announced!", { description: "It is live on the gig list and the line-up's pages." });
            void navigate(`/events/${answer.eventId}`);
          } else {
            toast.success("Gig sent for review", { description: "An admin will publish it shortly." });
            void navigate(backTo);
          }
        },
        onError: (error) => {
          applyFieldErrors(error, form.setError, FIELDS);
          toast.error("Could not announce the gig", { description: error.message });
        },
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormSection title="Basic Information">
        <TextField form={form} name="name" label="Gig Name *" />
        <TextAreaField form={form} name="description" label="Description" rows={4} />
      </FormSection>
      <FormSection title="Venue & Time" description="Times are India Standard Time.">
        {venue ? (
          <p className="text-sm">
            At <strong>{venue.name}</strong>, {venue.city}
          </p>
        ) : (
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField form={form} name="venueName" label="Venue *" />
            <TextField form={form} name="city" label="City *" />
          </div>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField form={form} name="startTime" label="Start (IST) *" type="datetime-local" />
          <TextField form={form} name="endTime" label="End (IST)" type="datetime-local" />
        </div>
      </FormSection>
      <FormSection title="Line-up" description="Bands and artists, shown on the gig page in this order.">
        <LineupField value={lineup} onChange={setLineup} />
        {lineupError ? <p className="text-sm text-red-400">{lineupError}</p> : null}
      </FormSection>
      <FormSection title="Tickets">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField form={form} name="ticketPrice" label="Ticket Price" placeholder="e.g. ₹499, Free entry" />
          <TextField form={form} name="ticketUrl" label="Ticket Link" type="url" />
        </div>
      </FormSection>
      <EditActions cancelTo={backTo} submitLabel="Announce Gig" pending={announce.isPending} />
    </form>
  );
}

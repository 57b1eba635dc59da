import { SuggestButton } from "@/web/components/suggest-button";
import { VenueSubmissionForm } from "./venue-submission-form";

/** 'Add your Venue': members get the form, visitors the sign-up prompt. */
export function AddVenueButton() {
  return (
    <SuggestButton
      label="Add your Venue"
      description="Run a room that hosts live music? Tell the tribe. An admin checks every suggestion before it is listed."
    >
      {(done) => <VenueSubmissionForm onDone={done} />}
    </SuggestButton>
  );
}

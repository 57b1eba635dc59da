import { SuggestButton } from "@/web/components/suggest-button";
import { GigSubmissionForm } from "./gig-submission-form";

/** 'Add your Gig': members get the form, visitors the sign-up prompt. */
export function AddGigButton() {
  return (
    <SuggestButton
      label="Add your Gig"
      description="Playing or hosting a gig? Tell the tribe. An admin checks every suggestion before it is listed."
    >
      {(done) => <GigSubmissionForm onDone={done} />}
    </SuggestButton>
  );
}

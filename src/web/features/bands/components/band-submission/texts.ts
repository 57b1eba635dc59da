/** The dialog's toasts, word for word from 001 §8. */
export const SUBMISSION_TEXT = {
  successTitle: "Band Submitted Successfully!",
  successText: "Your band submission has been sent for review. You'll be notified once it's processed.",
  failureTitle: "Submission Failed",
  failureText: "There was an error submitting your band. Please try again.",
  authTitle: "Authentication Required",
  authText: "You must be logged in to submit a band.",
} as const;

/** Which queue of suggestions: 'Add your Gig' or 'Add your Venue'. */
export type SuggestionKind = "gig" | "venue";

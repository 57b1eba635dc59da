import { Link } from "react-router";
import { Button } from "@/web/components/ui/button";

export const ENTITY_TEXT = {
  notFound: "Entity Not Found",
  errorTitle: "Error Loading Band",
  errorBody: "Sorry, we encountered an error loading the band data.",
} as const;

/** 000 §2 step 1: the act does not exist (or the type is neither band nor artist). */
export function EntityMissing({ entityType }: { entityType: string }) {
  return (
    <div className="mx-auto grid max-w-md place-items-center gap-3 px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">{ENTITY_TEXT.notFound}</h1>
      <p className="text-muted-foreground">We couldn't find this {entityType === "artist" ? "artist" : "band"}.</p>
      <Button asChild variant="outline">
        <Link to="/artists">Discover Artists &amp; Bands</Link>
      </Button>
    </div>
  );
}

/** 000 §2 step 1: loading the act failed; the error's own message follows the spec's text. */
export function EntityLoadError({ message }: { message: string }) {
  return (
    <div role="alert" className="mx-auto grid max-w-md gap-2 px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">{ENTITY_TEXT.errorTitle}</h1>
      <p className="text-muted-foreground">{ENTITY_TEXT.errorBody}</p>
      <p className="text-sm text-red-400">{message}</p>
    </div>
  );
}

import { linkify } from "@/shared/linkify";
import { cn } from "@/web/lib/cn";

/** How links in fans' words open: a new tab that cannot reach back into ours, and no SEO credit. */
export const UGC_LINK_REL = "noopener noreferrer nofollow ugc";

/**
 * A fan's post or comment as text. React escapes every piece, so markup stays visible characters;
 * only http(s) addresses become links. `dir="auto"` and bidi isolation keep right-to-left text (or
 * an override character) from spilling into the page around it.
 */
export function LinkifiedText({ text, prefix, className }: { text: string; prefix?: string; className?: string }) {
  return (
    <p dir="auto" className={cn("break-words whitespace-pre-line [unicode-bidi:isolate]", className)}>
      {prefix ? <bdi className="mr-1 font-semibold text-primary-bright">{prefix}</bdi> : null}
      {linkify(text).map((piece, i) =>
        piece.kind === "link" ? (
          <a
            key={i}
            href={piece.href}
            target="_blank"
            rel={UGC_LINK_REL}
            className="text-primary-bright underline underline-offset-2 hover:no-underline"
          >
            {piece.text}
          </a>
        ) : (
          <span key={i}>{piece.text}</span>
        ),
      )}
    </p>
  );
}

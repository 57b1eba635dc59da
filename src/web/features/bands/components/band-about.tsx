import type { BandProfile } from "@/shared/contract/bands";
import { BandMembers } from "./band-members";

/** Bio, key members and the member chips. */
export function BandAbout({ band }: { band: BandProfile }) {
  const keyMembers = band.keyMembers.length
    ? band.keyMembers
    : band.members.filter((m) => m.isKeyMember).map((m) => m.name);
  return (
    <div className="grid content-start gap-6">
      {band.bio ? (
        <section aria-labelledby="band-bio-title">
          <h2 id="band-bio-title" className="text-lg font-bold">
            About {band.name}
          </h2>
          <p className="mt-2 leading-relaxed whitespace-pre-line text-muted-foreground">{band.bio}</p>
        </section>
      ) : null}
      {keyMembers.length ? (
        <p className="text-sm">
          <span className="font-semibold">Key members: </span>
          <span className="text-muted-foreground">{keyMembers.join(", ")}</span>
        </p>
      ) : null}
      <BandMembers members={band.members} />
    </div>
  );
}

import { Fragment } from "react";
import { Link } from "react-router";
import type { BandProfile } from "@/shared/contract/bands";
import { keyMembersOf } from "../key-members";
import { BandMembers } from "./band-members";

/** Bio, key members and the member chips. */
export function BandAbout({ band }: { band: BandProfile }) {
  const keyMembers = keyMembersOf(band);
  return (
    <div className="grid min-w-0 grid-cols-1 content-start gap-6">
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
          <span className="text-muted-foreground">
            {keyMembers.map((member, i) => (
              <Fragment key={member.name}>
                {i > 0 ? ", " : null}
                {member.artistId ? (
                  <Link
                    to={`/artists/${member.artistId}`}
                    className="font-medium text-foreground underline underline-offset-4"
                  >
                    {member.name}
                  </Link>
                ) : (
                  member.name
                )}
              </Fragment>
            ))}
          </span>
        </p>
      ) : null}
      <BandMembers members={band.members} />
    </div>
  );
}

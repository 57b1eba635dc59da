import { Link } from "react-router";
import type { BandMember } from "@/shared/contract/bands";
import { UserAvatar } from "@/web/components/user-avatar";

/**
 * Member chips (001 §2): a member with an artist account links to /artists/{userId}; the others are
 * named with their role only.
 */
export function BandMembers({ members }: { members: BandMember[] }) {
  if (members.length === 0) return null;
  return (
    <section aria-labelledby="band-members-title">
      <h2 id="band-members-title" className="text-lg font-bold">
        Members
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {members.map((member) => {
          const chip = (
            <>
              <UserAvatar
                user={{ name: member.name, avatarUrl: member.artist?.avatarUrl }}
                className="size-7"
                initialsClassName="text-[10px]"
              />
              {/* One span so that with large text the name and role wrap inside the chip. */}
              <span className="min-w-0">
                <span className="font-semibold">{member.name}</span>
                {member.role ? <span className="text-muted-foreground"> · {member.role}</span> : null}
              </span>
            </>
          );
          const classes = "flex max-w-full items-center gap-2 rounded-full border bg-card py-1 pr-3 pl-1 text-sm";
          return (
            <li key={member.id} className="max-w-full">
              {member.artist ? (
                <Link
                  to={`/artists/${member.artist.userId}`}
                  className={`${classes} transition-colors hover:border-primary/60 hover:bg-secondary`}
                >
                  {chip}
                </Link>
              ) : (
                <span className={classes}>{chip}</span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

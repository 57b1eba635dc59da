import { initialsFor, type NameSource } from "@/shared/display-name";
import { Avatar, AvatarFallback, AvatarImage } from "@/web/components/ui/avatar";
import { cn } from "@/web/lib/cn";

type UserAvatarProps = {
  user: NameSource & { avatarUrl?: string | null };
  className?: string;
  /** Text size of the initials, to suit the circle's size. */
  initialsClassName?: string;
};

/** A person's picture, or their initials in a circle (000 §2: from the display name, else the e-mail, else 'U'). */
export function UserAvatar({ user, className, initialsClassName }: UserAvatarProps) {
  return (
    <Avatar className={className}>
      {user.avatarUrl ? <AvatarImage src={user.avatarUrl} alt="" /> : null}
      {/* The initials are drawn (generated content), not text: the avatar pictures a person whose name
          is beside it or on the button around it, and visible text left out of that button's name would
          break WCAG 2.5.3 (label in name). */}
      <AvatarFallback
        aria-hidden="true"
        data-initials={initialsFor(user)}
        className={cn("before:content-[attr(data-initials)]", initialsClassName)}
        delayMs={user.avatarUrl ? 400 : 0}
      />
    </Avatar>
  );
}

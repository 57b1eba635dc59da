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
      <AvatarFallback className={cn(initialsClassName)} delayMs={user.avatarUrl ? 400 : 0}>
        {initialsFor(user)}
      </AvatarFallback>
    </Avatar>
  );
}

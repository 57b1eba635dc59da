import { UserAvatar } from "@/web/components/user-avatar";
import type { Me } from "@/web/hooks/use-me";
import { cn } from "@/web/lib/cn";

/** The profile drawer's avatar with the fan's level in a badge on its edge (000 §2). */
export function LevelAvatar({ me, className }: { me: Me; className?: string }) {
  return (
    <span className={cn("relative inline-flex shrink-0", className)}>
      <UserAvatar user={me.user} className="size-20" initialsClassName="text-2xl" />
      {me.fan ? (
        <span
          className="absolute -right-1 -bottom-1 rounded-full border-2 border-popover bg-primary px-2 py-0.5 text-xs font-bold text-primary-foreground"
          aria-label={`Level ${me.fan.level}`}
        >
          Lv {me.fan.level}
        </span>
      ) : null}
    </span>
  );
}

import type { LucideIcon } from "lucide-react";
import { Button } from "@/web/components/ui/button";

/**
 * A post's, comment's or photo's own action (Delete, Report): an icon with its word beside it from
 * the small breakpoint up, and a full name ('Delete post') for screen readers at every width.
 */
export function ItemActionButton({
  icon: Icon,
  label,
  name,
  onClick,
}: {
  icon: LucideIcon;
  label: string;
  name: string;
  onClick(): void;
}) {
  return (
    <Button variant="ghost" size="sm" className="text-muted-foreground" onClick={onClick} aria-label={name}>
      <Icon aria-hidden="true" />
      <span className="sr-only sm:not-sr-only">{label}</span>
    </Button>
  );
}

import { Guitar, House, Info, type LucideIcon, MapPin, Ticket } from "lucide-react";
import { Link, useLocation } from "react-router";
import { cn } from "@/web/lib/cn";
import { preloadRoute } from "../page-routes";

type NavItem = { to: string; label: string; icon: LucideIcon; sections: string[] };

/** Spec 000 §2: the five labelled routes. `sections` are the path prefixes that light an item up. */
export const NAV_ITEMS: NavItem[] = [
  { to: "/", label: "Home", icon: House, sections: [] },
  { to: "/artists", label: "Bands", icon: Guitar, sections: ["/artists", "/bands"] },
  { to: "/events", label: "Gigs", icon: Ticket, sections: ["/events"] },
  { to: "/venue", label: "Venues", icon: MapPin, sections: ["/venue", "/venues"] },
  { to: "/about", label: "About Us", icon: Info, sections: ["/about"] },
];

export function isNavItemActive(item: NavItem, pathname: string) {
  if (item.to === "/") return pathname === "/";
  return item.sections.some((section) => pathname === section || pathname.startsWith(`${section}/`));
}

export function BottomNav() {
  const { pathname } = useLocation();
  return (
    <nav
      aria-label="Main"
      className="fixed inset-x-0 bottom-0 z-40 border-t bg-background/95 pb-[env(safe-area-inset-bottom)]"
    >
      <ul className="mx-auto grid h-[calc(var(--bottom-nav-height)-1px)] max-w-lg grid-cols-5 px-[env(safe-area-inset-left)]">
        {NAV_ITEMS.map((item) => {
          const active = isNavItemActive(item, pathname);
          const Icon = item.icon;
          const preload = () => preloadRoute(item.to);
          return (
            <li key={item.to} className="flex">
              <Link
                to={item.to}
                aria-current={active ? "page" : undefined}
                onPointerEnter={preload}
                onPointerDown={preload}
                onFocus={preload}
                className={cn(
                  "relative flex min-w-0 flex-1 flex-col items-center justify-center gap-1 rounded-lg text-xs leading-none font-medium transition-colors",
                  active ? "text-primary-bright" : "text-muted-foreground hover:text-foreground",
                )}
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    "absolute top-0 h-0.5 w-8 rounded-full bg-primary-bright transition-opacity",
                    active ? "opacity-100" : "opacity-0",
                  )}
                />
                <Icon className="size-5" strokeWidth={active ? 2.5 : 2} aria-hidden="true" />
                {/* At most the cell's width: with large text a label wraps instead of leaving the screen. */}
                <span className="max-w-full text-center">{item.label}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

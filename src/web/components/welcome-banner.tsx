import { welcomeName } from "@/shared/display-name";
import { PRODUCT_NAME, PRODUCT_TAGLINE } from "@/shared/product";
import { useSession } from "@/web/hooks/use-session";

/**
 * The home page's greeting for signed-in users (000 §2): 'Hey, {name}' where name is the e-mail's
 * local part (or 'Tribe Member'), a welcome line and the tagline. Renders nothing when signed out.
 */
export function WelcomeBanner() {
  const session = useSession();
  const user = session.data?.user;
  if (!user) return null;
  return (
    <section
      aria-labelledby="welcome-banner-title"
      className="relative overflow-hidden rounded-2xl border border-primary/30 bg-gradient-to-br from-primary/25 via-card to-card p-5 md:p-6"
    >
      <div aria-hidden="true" className="absolute -top-10 -right-10 size-40 rounded-full bg-primary/20 blur-2xl" />
      <h2 id="welcome-banner-title" className="relative text-2xl font-extrabold tracking-tight break-words md:text-3xl">
        Hey, {welcomeName(user.email)}
      </h2>
      <p className="relative mt-1 text-sm text-muted-foreground md:text-base">
        Welcome back to {PRODUCT_NAME}. Discover artists, scream for your favourites and earn tribe points.
      </p>
      <p className="relative mt-3 text-sm font-bold tracking-wide text-primary-bright uppercase">{PRODUCT_TAGLINE}</p>
    </section>
  );
}

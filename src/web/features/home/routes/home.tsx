import { Link } from "react-router";
import { PRODUCT_NAME, PRODUCT_TAGLINE } from "@/shared/product";
import { Button } from "@/web/components/ui/button";

export default function HomeRoute() {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 md:px-6 md:py-12">
      <title>{`${PRODUCT_NAME} · ${PRODUCT_TAGLINE}`}</title>
      <section className="rounded-2xl border bg-gradient-to-br from-primary/25 via-card to-card px-5 py-8 md:px-10 md:py-14">
        <p className="text-sm font-semibold tracking-widest text-primary-bright uppercase">{PRODUCT_NAME}</p>
        <h1 className="mt-2 max-w-xl text-3xl font-black tracking-tight text-balance md:text-5xl">{PRODUCT_TAGLINE}</h1>
        <p className="mt-3 max-w-xl text-muted-foreground md:text-lg">
          Discover India&rsquo;s independent bands, artists, gigs and venues, and back the ones you love.
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Button asChild size="lg">
            <Link to="/artists">Discover Artists &amp; Bands</Link>
          </Button>
          <Button asChild size="lg" variant="secondary">
            <Link to="/events">Upcoming Gigs</Link>
          </Button>
        </div>
      </section>
    </div>
  );
}

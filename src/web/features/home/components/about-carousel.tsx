import { EyeIcon, HeartIcon, type LucideIcon, MegaphoneIcon, UsersIcon } from "lucide-react";
import { Link } from "react-router";
import { PRODUCT_NAME } from "@/shared/product";
import { Carousel } from "@/web/components/carousel";

// The four cards of 000 §2 item 7, in the About page's own words (000 §1).
const CARDS: { title: string; text: string; icon: LucideIcon }[] = [
  {
    title: "Who Are We?",
    text: `${PRODUCT_NAME} is building the largest community of indie musicians in India.`,
    icon: UsersIcon,
  },
  {
    title: "What We Do",
    text: "We connect independent artists with fans and venues, city by city.",
    icon: MegaphoneIcon,
  },
  {
    title: "For The Fans",
    text: "Discover new bands, scream for your favourites, gossip with the tribe and earn tribe points.",
    icon: HeartIcon,
  },
  { title: "Our Vision", text: "A parallel music economy that rewards originality.", icon: EyeIcon },
];

/** The About carousel: four cards with dot indicators, each opening /about. */
export function AboutCarousel() {
  return (
    <section aria-labelledby="about-carousel" className="grid min-w-0 grid-cols-1 gap-4">
      <h2 id="about-carousel" className="text-xl font-bold tracking-tight md:text-2xl">
        About {PRODUCT_NAME}
      </h2>
      <Carousel label={`About ${PRODUCT_NAME}`} slideClassName="basis-[85%] sm:basis-1/2 lg:basis-1/3" dots>
        {CARDS.map(({ title, text, icon: Icon }) => (
          <Link
            key={title}
            to="/about"
            className="flex h-full flex-col gap-3 rounded-2xl border bg-card p-5 transition-colors hover:border-primary/60 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            <span className="grid size-11 place-items-center rounded-xl bg-primary/15 text-primary-bright">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <h3 className="text-lg font-bold">{title}</h3>
            <p className="text-sm text-muted-foreground">{text}</p>
          </Link>
        ))}
      </Carousel>
    </section>
  );
}

import useEmblaCarousel from "embla-carousel-react";
import { ChevronLeftIcon, ChevronRightIcon } from "lucide-react";
import { Children, useCallback, useEffect, useState, type ReactNode } from "react";
import { Button } from "@/web/components/ui/button";
import { cn } from "@/web/lib/cn";

type CarouselProps = {
  /** Names the region for screen readers ('Featured Bands'). */
  label: string;
  children: ReactNode;
  /** Width of one slide, per breakpoint: "basis-full md:basis-1/2 lg:basis-1/3". */
  slideClassName?: string;
  /** Dot indicators under the slides (the About carousel). */
  dots?: boolean;
  className?: string;
};

/**
 * A looping, swipeable carousel (001 §9: home carousels loop) with previous/next buttons and, when
 * asked, dot indicators. Slides stay in the DOM, so links in them work with the keyboard.
 */
export function Carousel({ label, children, slideClassName = "basis-4/5 sm:basis-1/2 lg:basis-1/3", dots, className }: CarouselProps) {
  const [viewport, embla] = useEmblaCarousel({ loop: true, align: "start" });
  const [selected, setSelected] = useState(0);
  const [snaps, setSnaps] = useState<number[]>([]);
  const slides = Children.toArray(children);

  const sync = useCallback(() => {
    if (!embla) return;
    setSelected(embla.selectedScrollSnap());
    setSnaps(embla.scrollSnapList());
  }, [embla]);

  useEffect(() => {
    if (!embla) return;
    sync();
    embla.on("select", sync).on("reInit", sync);
    return () => {
      embla.off("select", sync).off("reInit", sync);
    };
  }, [embla, sync]);

  return (
    <div role="region" aria-roledescription="carousel" aria-label={label} className={cn("relative", className)}>
      <div ref={viewport} className="overflow-hidden">
        <div className="-ml-4 flex touch-pan-y">
          {slides.map((slide, i) => (
            <div
              key={i}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${slides.length}`}
              className={cn("min-w-0 shrink-0 grow-0 pl-4", slideClassName)}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {slides.length > 1 ? (
        <div className="mt-3 flex items-center justify-between gap-3">
          <Button variant="outline" size="icon" className="size-9 rounded-full" onClick={() => embla?.scrollPrev()} aria-label="Previous slide">
            <ChevronLeftIcon aria-hidden="true" />
          </Button>
          {dots && snaps.length > 1 ? (
            <div className="flex gap-2">
              {snaps.map((_, i) => (
                <button
                  key={i}
                  type="button"
                  aria-label={`Go to slide ${i + 1}`}
                  aria-current={i === selected ? "true" : undefined}
                  onClick={() => embla?.scrollTo(i)}
                  className={cn(
                    "h-2.5 rounded-full transition-all",
                    i === selected ? "w-6 bg-primary" : "w-2.5 bg-secondary hover:bg-muted-foreground",
                  )}
                />
              ))}
            </div>
          ) : null}
          <Button variant="outline" size="icon" className="size-9 rounded-full" onClick={() => embla?.scrollNext()} aria-label="Next slide">
            <ChevronRightIcon aria-hidden="true" />
          </Button>
        </div>
      ) : null}
    </div>
  );
}

import { ChevronLeftIcon, ChevronRightIcon } from "lucide-react";
import { Children, lazy, type ReactNode, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { Button } from "@/web/components/ui/button";
import { cn } from "@/web/lib/cn";
import type { CarouselApi } from "./carousel-engine";

// Embla loads after the slides are on screen (it is not needed to show them), keeping it out of
// the home page's first download; see carousel-engine.tsx.
const CarouselEngine = lazy(() => import("./carousel-engine"));

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
export function Carousel({
  label,
  children,
  slideClassName = "basis-4/5 sm:basis-1/2 lg:basis-1/3",
  dots,
  className,
}: CarouselProps) {
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const [embla, setEmbla] = useState<CarouselApi>();
  // A press that comes before Embla has loaded is kept and done once it is there, not lost.
  const pending = useRef<((api: CarouselApi) => void) | null>(null);
  const run = (action: (api: CarouselApi) => void) => {
    if (embla) action(embla);
    else pending.current = action;
  };
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
    pending.current?.(embla);
    pending.current = null;
    sync();
    embla.on("select", sync).on("reInit", sync);
    return () => {
      embla.off("select", sync).off("reInit", sync);
    };
  }, [embla, sync]);

  return (
    <div role="region" aria-roledescription="carousel" aria-label={label} className={cn("relative", className)}>
      <Suspense fallback={null}>
        <CarouselEngine viewport={viewport} onApi={setEmbla} />
      </Suspense>
      <div ref={setViewport} className="overflow-hidden">
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
        <div className="mt-3 flex items-center justify-between gap-2">
          <Button
            variant="outline"
            size="icon"
            className="rounded-full"
            onClick={() => run((api) => api.scrollPrev())}
            aria-label="Previous slide"
          >
            <ChevronLeftIcon aria-hidden="true" />
          </Button>
          {dots && snaps.length > 1 ? (
            <div className="flex min-w-0 flex-wrap justify-center">
              {/* The dot is drawn small; the button around it is a 44×44 px target (issue 17; 2.5.8 asks 24). */}
              {snaps.map((_, i) => (
                <button
                  key={i}
                  type="button"
                  aria-label={`Go to slide ${i + 1}`}
                  aria-current={i === selected ? "true" : undefined}
                  onClick={() => run((api) => api.scrollTo(i))}
                  className="group grid size-11 place-items-center rounded-full"
                >
                  <span
                    className={cn(
                      "h-2.5 rounded-full transition-all",
                      i === selected
                        ? "w-6 bg-primary"
                        : "w-2.5 bg-muted-foreground/70 group-hover:bg-muted-foreground",
                    )}
                  />
                </button>
              ))}
            </div>
          ) : null}
          <Button
            variant="outline"
            size="icon"
            className="rounded-full"
            onClick={() => run((api) => api.scrollNext())}
            aria-label="Next slide"
          >
            <ChevronRightIcon aria-hidden="true" />
          </Button>
        </div>
      ) : null}
    </div>
  );
}

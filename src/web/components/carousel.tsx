import { ChevronLeftIcon, ChevronRightIcon } from "lucide-react";
import { Children, lazy, type ReactNode, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { Button } from "@/web/components/ui/button";
import { cn } from "@/web/lib/cn";
import type { CarouselApi } from "./carousel-engine";

// Embla (about 7 KB compressed) is downloaded when a visitor first reaches for a carousel (a touch,
// the pointer over it, a press, focus inside), not with the page: a carousel near the top of home
// or a venue would otherwise be part of every first visit (issue 20's 120 KB budget). Until then
// the slides scroll natively, with snap points, so a swipe works from the first paint.
const loadEngine = () => import("./carousel-engine");
const CarouselEngine = lazy(loadEngine);

/** A gesture or its momentum counts as over once the slides have not scrolled for this long. */
const SETTLE_MS = 150;
const FOCUSABLE = "a[href], button, input, select, textarea, [tabindex]";

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

/** The slide whose content starts nearest the viewport's scroll position (native scrolling, before Embla). */
function nearestSlide(viewport: HTMLElement): number {
  const starts = [...(viewport.firstElementChild?.children ?? [])].map(
    (slide) => ((slide.firstElementChild ?? slide) as HTMLElement).offsetLeft,
  );
  const distances = starts.map((start) => Math.abs(start - viewport.scrollLeft));
  return Math.max(0, distances.indexOf(Math.min(...distances)));
}

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
  // Embla takes over between gestures: never under a finger or during a native swipe's momentum.
  const [wanted, setWanted] = useState(false);
  const [attach, setAttach] = useState<{ startIndex: number }>();
  const touching = useRef(false);
  const lastScroll = useRef(0);
  // A press that comes before Embla has loaded is kept and done once it is there, not lost.
  const pending = useRef<((api: CarouselApi) => void) | null>(null);
  const [selected, setSelected] = useState(0);
  const [snaps, setSnaps] = useState<number[]>([]);
  const slides = Children.toArray(children);
  // Slides that scroll must be reachable from the keyboard (WCAG 2.1.1): slides with nothing to focus
  // in them (photos) make the strip itself a Tab stop, where the arrow keys turn them. Kept once Embla
  // has the slides, so the focus is never taken from under the visitor.
  const [stripFocusable, setStripFocusable] = useState(false);
  useEffect(() => {
    if (viewport) setStripFocusable(slides.length > 1 && !viewport.querySelector(FOCUSABLE));
  }, [viewport, slides.length]);

  const want = () => {
    if (wanted) return;
    setWanted(true);
    void loadEngine().catch(() => undefined);
  };
  const run = (action: (api: CarouselApi) => void) => {
    if (embla) return action(embla);
    pending.current = action;
    want();
  };

  // Once wanted, and the slides are still, hand them to Embla at the slide they were scrolled to.
  useEffect(() => {
    if (!wanted || attach || !viewport) return;
    let timer = 0;
    const check = () => {
      if (touching.current || performance.now() - lastScroll.current < SETTLE_MS) {
        timer = window.setTimeout(check, SETTLE_MS);
        return;
      }
      setAttach({ startIndex: nearestSlide(viewport) });
    };
    check();
    return () => window.clearTimeout(timer);
  }, [wanted, attach, viewport]);

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

  // Before Embla every slide is a snap point, as it is with Embla's loop.
  const dotCount = embla ? snaps.length : slides.length;
  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      className={cn("relative", className)}
      onKeyDown={(event) => {
        // The arrow keys on the focused strip (only photo slides make it focusable).
        if (event.target !== viewport || (event.key !== "ArrowLeft" && event.key !== "ArrowRight")) return;
        event.preventDefault();
        run((api) => (event.key === "ArrowLeft" ? api.scrollPrev() : api.scrollNext()));
      }}
      onPointerEnter={want}
      onPointerDown={want}
      onFocus={want}
      onTouchStart={() => {
        touching.current = true;
        want();
      }}
      onTouchEnd={() => {
        touching.current = false;
      }}
      onTouchCancel={() => {
        touching.current = false;
      }}
    >
      {attach ? (
        <Suspense fallback={null}>
          <CarouselEngine viewport={viewport} startIndex={attach.startIndex} onApi={setEmbla} />
        </Suspense>
      ) : null}
      <div
        ref={setViewport}
        tabIndex={stripFocusable ? 0 : undefined}
        className={
          embla
            ? "overflow-hidden"
            : "snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
        }
        onScroll={(event) => {
          if (embla) return;
          lastScroll.current = performance.now();
          setSelected(nearestSlide(event.currentTarget));
        }}
      >
        <div className="-ml-4 flex touch-pan-y">
          {slides.map((slide, i) => (
            <div
              key={i}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${slides.length}`}
              // Natively each slide's content snaps to the start, where Embla puts it.
              className={cn("min-w-0 shrink-0 grow-0 pl-4 *:snap-start", slideClassName)}
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
          {dots && dotCount > 1 ? (
            <div className="flex min-w-0 flex-wrap justify-center">
              {/* The dot is drawn small; the button around it is a 44×44 px target (issue 17; 2.5.8 asks 24). */}
              {Array.from({ length: dotCount }, (_, i) => (
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

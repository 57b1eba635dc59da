import EmblaCarousel, { type EmblaCarouselType } from "embla-carousel";
import { useEffect } from "react";

export type CarouselApi = EmblaCarouselType;

type Props = {
  viewport: HTMLElement | null;
  /** The slide the visitor had scrolled to natively: Embla starts there, so nothing jumps. */
  startIndex: number;
  onApi(api: CarouselApi | undefined): void;
};

/**
 * Embla, attached to a viewport <Carousel> has already rendered. It lives in its own chunk,
 * downloaded when a visitor first reaches for a carousel (see carousel.tsx); until then the slides
 * scroll natively. Embla's core is called directly (not its React hook, which creates it one render
 * later): the native scroll position goes to 0 in the same task as Embla's transform takes over, so
 * the slide in view never jumps for a frame.
 */
export default function CarouselEngine({ viewport, startIndex, onApi }: Props) {
  useEffect(() => {
    if (!viewport) return;
    viewport.scrollLeft = 0;
    const api = EmblaCarousel(viewport, { loop: true, align: "start", startIndex });
    onApi(api);
    return () => {
      onApi(undefined);
      api.destroy();
    };
    // startIndex is fixed once the carousel hands its slides over (carousel.tsx sets it once).
  }, [viewport, onApi, startIndex]);
  return null;
}

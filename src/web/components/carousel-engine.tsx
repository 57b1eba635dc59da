import useEmblaCarousel, { type UseEmblaCarouselType } from "embla-carousel-react";
import { useEffect } from "react";

export type CarouselApi = NonNullable<UseEmblaCarouselType[1]>;

type Props = { viewport: HTMLElement | null; onApi(api: CarouselApi | undefined): void };

/**
 * Embla, attached to a viewport <Carousel> has already rendered. It lives in its own chunk so the
 * library (about 8 KB gzipped) is not part of the first page: slides render without it, and the
 * carousel only starts moving once this has loaded.
 */
export default function CarouselEngine({ viewport, onApi }: Props) {
  const [attach, api] = useEmblaCarousel({ loop: true, align: "start" });
  useEffect(() => {
    attach(viewport);
    return () => attach(null);
  }, [attach, viewport]);
  useEffect(() => {
    onApi(api);
    return () => onApi(undefined);
  }, [api, onApi]);
  return null;
}

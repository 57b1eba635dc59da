import { CardImage } from "@/web/components/cards/card-image";
import { Carousel } from "@/web/components/carousel";

/** The venue's images, one per slide; the placeholder when it has none. */
export function VenueGallery({ name, imageUrls }: { name: string; imageUrls: string[] }) {
  if (imageUrls.length <= 1) {
    return (
      <CardImage url={imageUrls[0] ?? null} sizes="(min-width: 896px) 896px, 100vw" eager className="rounded-2xl" />
    );
  }
  return (
    <Carousel label={`Photos of ${name}`} slideClassName="basis-full" dots>
      {imageUrls.map((url, i) => (
        <CardImage
          key={url}
          url={url}
          sizes="(min-width: 896px) 896px, 100vw"
          eager={i === 0}
          className="rounded-2xl"
        />
      ))}
    </Carousel>
  );
}

import { useQueryClient } from "@tanstack/react-query";
import { ImageIcon } from "lucide-react";
import { ResponsiveImage } from "@/web/components/cards/image";
import { Carousel } from "@/web/components/carousel";
import { Button } from "@/web/components/ui/button";
import { Skeleton } from "@/web/components/ui/skeleton";
import { bandPhotosQueryOptions, useBandPhotos } from "../api/band-photos";
import { FanPhotoDelete, FanPhotoUpload } from "./fan-photos";
import { ReportButton } from "./report-button";

/**
 * Fan Pics (#fan-art, 001 §2): the fans' photos of the band, newest first, as a carousel. The upload
 * button goes above it.
 */
export function FanPics({ bandId }: { bandId: string }) {
  const photos = useBandPhotos(bandId, true);
  const items = photos.data?.pages.flatMap((page) => page.items) ?? [];
  const client = useQueryClient();
  // Participation's upload and delete change the list; read it again from the top.
  const refresh = () => void client.invalidateQueries({ queryKey: bandPhotosQueryOptions(bandId).queryKey });
  return (
    <section id="fan-art" aria-labelledby="fan-art-title" className="scroll-mt-20">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <h3 id="fan-art-title" className="text-lg font-bold">
          Fan Pics
        </h3>
        <FanPhotoUpload bandId={bandId} onUploaded={refresh} />
      </div>
      {photos.isPending ? (
        <div role="status" aria-label="Loading fan pics" className="grid grid-cols-1 gap-4 md:grid-cols-3">
          <Skeleton className="aspect-[4/3]" />
          <Skeleton className="hidden aspect-[4/3] md:block" />
          <Skeleton className="hidden aspect-[4/3] md:block" />
        </div>
      ) : photos.isError ? (
        <p role="alert" className="text-sm text-red-400">
          Failed to load fan pics. Please try again later.
        </p>
      ) : items.length === 0 ? (
        <p className="text-sm text-muted-foreground">No fan pics yet.</p>
      ) : (
        <div className="grid gap-3">
          <Carousel label="Fan Pics" slideClassName="basis-full md:basis-1/2 lg:basis-1/3">
            {items.map((photo) => (
              <figure key={photo.id} className="overflow-hidden rounded-xl border bg-card">
                <ResponsiveImage
                  src={photo.imageUrl}
                  alt={`Fan photo by ${photo.author.name}`}
                  width={photo.width ?? 800}
                  height={photo.height ?? 600}
                  sizes="(min-width: 1024px) 360px, (min-width: 768px) 50vw, 100vw"
                  widths={[320, 480, 640, 960]}
                  fallbackIcon={ImageIcon}
                  className="aspect-[4/3] w-full"
                />
                <figcaption className="flex items-center justify-between gap-2 px-3 py-1 text-xs text-muted-foreground">
                  <span className="truncate">by {photo.author.name}</span>
                  <span className="flex items-center">
                    <ReportButton targetType="photo" targetId={photo.id} authorId={photo.author.id} />
                    <FanPhotoDelete photo={photo} onDeleted={refresh} />
                  </span>
                </figcaption>
              </figure>
            ))}
          </Carousel>
          {photos.hasNextPage ? (
            <Button
              variant="outline"
              onClick={() => photos.fetchNextPage()}
              disabled={photos.isFetchingNextPage}
              className="justify-self-center"
            >
              {photos.isFetchingNextPage ? "Loading..." : "Load more fan pics"}
            </Button>
          ) : null}
        </div>
      )}
    </section>
  );
}

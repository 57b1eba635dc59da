import type { FanPhoto } from "@/shared/contract/bands";
import { authorNameFor } from "@/shared/display-name";
import type { fanPhotos } from "../db/schema";

type AuthorRow = {
  id: string;
  role: string;
  name: string | null;
  displayName: string | null;
  avatarUrl: string | null;
};

/** The same shape as the band page's Fan Pics list (GET /api/bands/:id/photos). */
export function presentFanPhoto(photo: typeof fanPhotos.$inferSelect, author: AuthorRow): FanPhoto {
  return {
    id: photo.id,
    imageUrl: photo.imageUrl,
    width: photo.width,
    height: photo.height,
    createdAt: photo.createdAt.toISOString(),
    author: { id: author.id, name: authorNameFor(author) },
  };
}

/** /api/fan-photos: taking a fan photo down (uploads go to /api/bands/{id}/fan-photos). Served by src/server/fan-photos. */
import { defineRoute } from "./define";
import { uuidPathParam } from "./params";

export const FAN_PHOTO_NOT_FOUND = "Photo not found";

export const deleteFanPhoto = defineRoute({
  method: "delete",
  path: "/api/fan-photos/{id}",
  tags: ["Fan photos"],
  summary: "Delete a fan photo and its file (the uploader or an admin)",
  request: { params: uuidPathParam("id", "Photo ID is required", FAN_PHOTO_NOT_FOUND) },
  responses: { 204: { description: "Deleted" } },
  errors: [401, 403, 404, 422],
});

export const routes = { deleteFanPhoto };

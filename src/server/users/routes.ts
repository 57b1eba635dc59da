import { Hono } from "hono";
import { idField } from "@/shared/validation/fields";
import type { AppEnv } from "../context";
import { notFound } from "../lib/errors";
import { presentPublicUser } from "./presenter";
import { findPublicUser } from "./service";

const USER_NOT_FOUND = "User not found.";

/** /api/users: public profiles, read-only. Profile writes live under /api/me (own account only). */
export function userRoutes() {
  return new Hono<AppEnv>().get("/:id", async (c) => {
    const id = idField.safeParse(c.req.param("id"));
    // A malformed id cannot name anyone: the same 404 as an unknown one.
    if (!id.success) throw notFound(USER_NOT_FOUND);
    const row = await findPublicUser(c.get("deps").db.db, id.data);
    if (!row) throw notFound(USER_NOT_FOUND);
    return c.json(presentPublicUser(row));
  });
}

/** /api/users: public profiles, read-only (000 §2 'Profile'). Served by src/server/users. */
import { defineRoute, jsonContent, z } from "./define";
import { uuidPathParam } from "./params";

export const USER_NOT_FOUND = "User not found.";

export const roleSchema = z.enum(["fan", "artist", "admin", "authenticated"]).openapi("Role");
export type Role = z.infer<typeof roleSchema>;

export const publicUserSchema = z
  .object({
    id: z.string(),
    displayName: z.string(),
    avatarUrl: z.string().nullable(),
    role: roleSchema,
    createdAt: z.string(),
    /** Fans only; null for other roles. */
    city: z.string().nullable(),
    /** Fans only; null for other roles. */
    xpPoints: z.number().int().nullable(),
  })
  .openapi("PublicUser");
export type PublicUser = z.infer<typeof publicUserSchema>;

export const getPublicUser = defineRoute({
  method: "get",
  path: "/api/users/{id}",
  tags: ["Users"],
  summary: "What anyone may see of a person (never their e-mail)",
  request: { params: uuidPathParam("id", "User ID is required", USER_NOT_FOUND) },
  responses: { 200: jsonContent(publicUserSchema, "The person's public profile") },
  errors: [404, 422],
});

export const routes = { getPublicUser };

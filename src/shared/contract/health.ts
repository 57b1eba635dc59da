/** /api/health: liveness and database reachability for load balancers and uptime checks. Served by src/server/health. */
import { defineRoute, jsonContent, z } from "./define";

export const healthSchema = z
  .object({
    status: z.literal("ok"),
    database: z.enum(["pglite", "postgres"]),
  })
  .openapi("Health");
export type Health = z.infer<typeof healthSchema>;

export const getHealth = defineRoute({
  method: "get",
  path: "/api/health",
  tags: ["Health"],
  summary: "Whether the server can reach its database, and which driver it uses",
  responses: { 200: jsonContent(healthSchema, "The server and its database answer") },
  errors: [503],
});

export const readinessSchema = z
  .object({
    status: z.literal("ready"),
    database: z.enum(["pglite", "postgres"]),
    storage: z.enum(["local", "s3"]),
  })
  .openapi("Readiness");
export type Readiness = z.infer<typeof readinessSchema>;

export const getReadiness = defineRoute({
  method: "get",
  path: "/api/ready",
  tags: ["Health"],
  summary: "Whether this instance can take traffic: database reachable, migrations applied, storage reachable",
  responses: { 200: jsonContent(readinessSchema, "Ready to serve") },
  errors: [503],
});

export const routes = { getHealth, getReadiness };

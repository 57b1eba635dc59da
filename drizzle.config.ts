import { defineConfig } from "drizzle-kit";

// Migrations are generated from the schema (npm run db:generate) and applied at start-up.
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/server/db/schema/index.ts",
  out: "./drizzle",
  casing: "snake_case",
});

/** /api/cities: the Indian city list behind the city autocomplete (000 §5). Served by src/server/cities. */
import { CITY_MAX_LENGTH } from "@/shared/validation/auth";
import { defineRoute, jsonContent, z } from "./define";

const tags: ["Cities"] = ["Cities"];

export const citySchema = z.object({ id: z.number().int(), name: z.string(), state: z.string() }).openapi("City");
export type City = z.infer<typeof citySchema>;

export const searchCities = defineRoute({
  method: "get",
  path: "/api/cities",
  tags,
  summary:
    "Up to 10 cities whose name or another name ('Bangalore') contains q, or close to q from 4 characters on (none under 2 characters; a too-long q counts as none)",
  request: {
    query: z.object({
      q: z
        .string()
        .trim()
        .max(CITY_MAX_LENGTH)
        .optional()
        .catch(undefined)
        .openapi({ type: "string", maxLength: CITY_MAX_LENGTH }),
    }),
  },
  responses: {
    200: jsonContent(
      z.object({ cities: z.array(citySchema) }),
      "Matching cities: names starting with q first, larger cities first",
    ),
  },
});

export const routes = { searchCities };

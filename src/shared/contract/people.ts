/** A person shown by name and face only (line-ups, Who's Going, authors): never an e-mail. */
import { z } from "./define";

export const personSchema = z
  .object({ id: z.string(), name: z.string(), avatarUrl: z.string().nullable() })
  .openapi("Person");
export type Person = z.infer<typeof personSchema>;

/**
 * PATCH semantics over the whole-form schemas: only the fields a client sent are checked and
 * returned. The form schemas turn an absent optional field into null and fill defaults, which for an
 * update would blank or reset fields the client never mentioned.
 */
import { z } from "zod";

export function patchOf<Shape extends z.ZodRawShape>(form: z.ZodObject<Shape>) {
  type Patch = Partial<z.output<z.ZodObject<Shape>>>;
  return z.record(z.string(), z.unknown()).transform((input, ctx): Patch => {
    const sent: Record<string, true> = {};
    for (const key of Object.keys(form.shape)) {
      if (Object.hasOwn(input, key)) sent[key] = true;
    }
    const result = form.pick(sent as never).safeParse(input);
    if (result.success) return result.data as Patch;
    for (const issue of result.error.issues) ctx.addIssue({ ...issue, input: undefined } as never);
    return z.NEVER;
  });
}

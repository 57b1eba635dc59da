// zod 4 compiles object schemas with `new Function` unless told not to. The page's Content Security
// Policy (script-src 'self', src/server/security) forbids eval, so the first object parse in the
// browser logged a CSP violation (Lighthouse best practices: "Issues were logged in the Issues
// panel", 96 on the band, gig and venue pages). zod keeps its settings on a global object that it
// adopts if it already exists, so this works whether or not zod has been loaded yet, and it does
// not pull zod into the entry chunk. The server keeps the compiled (faster) parsers.
type ZodGlobal = { __zod_globalConfig?: { jitless?: boolean } };

export function disableZodEval(): void {
  const holder = globalThis as ZodGlobal;
  holder.__zod_globalConfig ??= {};
  holder.__zod_globalConfig.jitless = true;
}

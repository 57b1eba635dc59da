import { describe, expect, it } from "vitest";
import { areaOf, findViolations, importsOf, resolveSpecifier } from "./boundaries";

const file = (path: string, ...imports: string[]) => ({
  path,
  source: imports.map((specifier, i) => `import { x${i} } from "${specifier}";`).join("\n"),
});

describe("importsOf", () => {
  it("finds static, side-effect, type-only and dynamic imports", () => {
    const source = [
      'import { a } from "@/web/lib/a";',
      'import type { B } from "../b";',
      'import "./styles.css";',
      'const C = lazy(() => import("@/web/features/c/routes/c"));',
      'export { d } from "./d";',
    ].join("\n");
    expect(importsOf(source)).toEqual(["@/web/lib/a", "../b", "./styles.css", "@/web/features/c/routes/c", "./d"]);
  });
});

describe("resolveSpecifier and areaOf", () => {
  it("resolves the @ alias and relative paths; packages are not paths", () => {
    expect(resolveSpecifier("src/web/features/bands/routes/band.tsx", "../../events/api/x")).toBe(
      "src/web/features/events/api/x",
    );
    expect(resolveSpecifier("src/web/app/app.tsx", "@/web/hooks/use-me")).toBe("src/web/hooks/use-me");
    expect(resolveSpecifier("src/web/app/app.tsx", "react")).toBeNull();
  });

  it("names a feature by its folder and the other layers by theirs", () => {
    expect(areaOf("src/web/features/bands/api/get-band.ts")).toBe("features/bands");
    expect(areaOf("src/web/components/ui/button.tsx")).toBe("components");
    expect(areaOf("src/web/main.tsx")).toBe("main.tsx");
    expect(areaOf("src/server/app.ts")).toBeNull();
  });
});

describe("findViolations", () => {
  it("allows a feature its own files, the shared layers and @/shared; app/ may import features", () => {
    const files = [
      file("src/web/features/bands/routes/bands.tsx", "../api/get-bands", "@/web/components/ui/button", "@/shared/x"),
      file("src/web/features/bands/components/a.tsx", "@/web/features/bands/api/get-band", "@/web/hooks/use-me"),
      file("src/web/app/routes/bands/band.tsx", "@/web/features/bands/api/get-band", "@/web/features/participation/x"),
      file("src/web/components/x.tsx", "@/web/lib/cn", "@/web/hooks/use-session", "react"),
    ];
    expect(findViolations(files)).toEqual([]);
  });

  it("reports a feature importing another, by alias or by a relative path", () => {
    const violations = findViolations([
      file("src/web/features/bands/routes/band.tsx", "@/web/features/participation/components/share-menu"),
      file("src/web/features/events/routes/event.tsx", "../../venues/api/get-venue"),
    ]);
    expect(violations.map((v) => [v.file, v.specifier])).toEqual([
      ["src/web/features/bands/routes/band.tsx", "@/web/features/participation/components/share-menu"],
      ["src/web/features/events/routes/event.tsx", "../../venues/api/get-venue"],
    ]);
    expect(violations[0]?.reason).toContain("features/bands imports features/participation");
  });

  it("reports the shared layers importing a feature or app/, and a feature importing app/", () => {
    const violations = findViolations([
      file("src/web/components/card.tsx", "@/web/features/bands/api/get-band"),
      file("src/web/hooks/use-x.ts", "@/web/app/page-routes"),
      file("src/web/lib/x.ts", "../features/xp/api/get-my-xp"),
      file("src/web/features/xp/components/x.tsx", "@/web/app/providers"),
    ]);
    expect(violations.map((v) => v.file)).toEqual([
      "src/web/components/card.tsx",
      "src/web/hooks/use-x.ts",
      "src/web/lib/x.ts",
      "src/web/features/xp/components/x.tsx",
    ]);
  });
});

import { describe, expect, it } from "vitest";
import { ROUTE_CHECKS } from "../../../e2e/support/route-checks";
import { pageRoutes } from "./page-routes";

/**
 * Issue 17: every page of the app is opened by the accessibility checks (axe, 320 px overflow) of
 * e2e/accessibility.spec.ts. A route added to page-routes.tsx without its line in
 * e2e/support/route-checks.ts fails here, before it ships unchecked.
 */
describe("the accessibility route table", () => {
  it("has a check for every page route, and none for a route that is gone", () => {
    const routes = pageRoutes.map((route) => route.path).sort();
    const checked = ROUTE_CHECKS.map((check) => check.route).sort();
    expect(checked).toEqual(routes);
  });

  it("opens each route as somebody", () => {
    expect(ROUTE_CHECKS.filter((check) => check.as.length === 0)).toEqual([]);
  });
});

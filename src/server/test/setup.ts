import { afterAll } from "vitest";
import "./console-guard";
import { runTestFileCleanup } from "./cleanup";
import { resetTestDatabaseCache } from "./database";

// Registered before the test file's own hooks, so (after-hooks run newest first) it runs last.
afterAll(async () => {
  try {
    await runTestFileCleanup();
  } finally {
    resetTestDatabaseCache();
  }
});

/** Helpers for API tests (vitest's api project). See createTestApp for the usual start. */
export { createTestApp, type LogEntry, TEST_AUTH_SECRET, type TestApp, type TestAppOptions } from "./app";
export { onTestFileEnd } from "./cleanup";
export { allowConsoleErrors } from "./console-guard";
export { createDataDir, getTestDatabase, type TestDatabase } from "./database";
export { freePort, type ServerProcess, startServer } from "./server-process";

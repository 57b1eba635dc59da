import { AsyncLocalStorage } from "node:async_hooks";

/**
 * The request a piece of work is done for. The request logger runs each request inside it, and the
 * logger's mixin adds its id to every line logged meanwhile (deep in a service too), so one id
 * (also sent as X-Request-Id) finds all of a request's lines.
 */
const current = new AsyncLocalStorage<{ requestId: string }>();

export const runInRequest = <T>(requestId: string, work: () => T): T => current.run({ requestId }, work);

export const currentRequestId = (): string | undefined => current.getStore()?.requestId;

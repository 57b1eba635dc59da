import { type DestinationStream, type Logger, pino } from "pino";
import { errWithoutQueryParams } from "./log-redaction";
import { currentRequestId } from "./request-context";

export type { Logger };

/** JSON lines to stdout; tests pass their own destination to read what was logged. */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    base: undefined,
    // Every line logged while a request is being answered carries its id.
    mixin: () => {
      const requestId = currentRequestId();
      return requestId ? { requestId } : {};
    },
    serializers: { err: errWithoutQueryParams },
    redact: { paths: ["req.headers.cookie", "req.headers.authorization", "*.password"], remove: true },
  };
  return destination ? pino(options, destination) : pino(options);
}

import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";

/** After an answer sent before the body was read (a 413), keep reading it for at most this long… */
export const LINGER_MS = 30_000;
/** …and at most this many bytes; past either the connection is closed (issue 16, security.md). */
export const LINGER_BYTES = 64 * 1024 * 1024;

/**
 * An answer that ends before its request body was read (a 413 on Content-Length, or after the
 * cap of a chunked body) must still reach the client. Closing the socket while the client is
 * still sending makes the kernel answer with a reset, and many clients (fetch among them, which
 * reads nothing until the upload is done) then report a network error instead of the 413. So the
 * rest of the body is read and thrown away, as nginx's lingering close does, and the connection
 * is closed only past LINGER_MS or LINGER_BYTES. (@hono/node-server's own clean-up gives up after
 * 500 ms, which a 1 MB upload on a slow link outlasts.)
 */
export function lingerOnUnreadBody(req: IncomingMessage, res: ServerResponse) {
  res.once("finish", () => {
    if (req.readableEnded || req.destroyed) return;
    let bytes = 0;
    const stop = () => {
      clearTimeout(timer);
      req.off("data", count);
      req.socket?.destroySoon();
    };
    const count = (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes > LINGER_BYTES) stop();
    };
    const timer = setTimeout(stop, LINGER_MS);
    timer.unref();
    // The web stream the app read from (if any) is done with; its listener would pause the body.
    req.removeAllListeners("data");
    req.on("data", count);
    req.once("end", () => clearTimeout(timer));
    req.once("close", () => clearTimeout(timer));
    req.resume();
  });
}

/** The HTTP server of `npm start` (and of the tests that need a real socket). */
export function listen(
  fetch: (request: Request) => Response | Promise<Response>,
  options: { port: number; hostname?: string },
  onListening?: (info: AddressInfo) => void,
): Server {
  const server = serve({ fetch, ...options, autoCleanupIncoming: false }, onListening) as Server;
  server.on("request", lingerOnUnreadBody);
  return server;
}

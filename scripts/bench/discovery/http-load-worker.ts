/**
 * The HTTP load generator, run in a process of its own (forked by runHttpLoad in load.ts), so the
 * server's event loop does only what a server does: the client's parsing, timers and bookkeeping
 * would otherwise share it, and the API figure would carry a cost the raw-SQL figure does not.
 *
 * Each of `concurrency` keep-alive connections sends one GET at a time (no pipelining) with the
 * headers a browser's fetch of the API sends that matter here (Accept JSON, Accept-Encoding gzip),
 * reads the whole response (Content-Length or chunked) and counts anything but 200 as a failure,
 * except 503: the server saying it is busy (its queue in front of the database is full) is an
 * answer, counted apart as `busy` and timed like the others.
 * A bare socket rather than node:http's client: the generator's own CPU competes with the server
 * and the database for the machine's cores, so it should cost as little as it can.
 */
import net from "node:net";
import { type LoadResult, runLoad } from "./load";

export type HttpLoadRequest = {
  port: number;
  paths: string[];
  concurrency: number;
  warmupMs: number;
  budgetMs: number;
};

const HEADER_END = Buffer.from("\r\n\r\n");
const CRLF = Buffer.from("\r\n");

/** One keep-alive connection; get() resolves when the whole response has arrived. */
class Connection {
  private socket: net.Socket | undefined;
  private buffer: Buffer = Buffer.alloc(0);
  private pending: { resolve: (status: number) => void; reject: (error: Error) => void; path: string } | undefined;

  constructor(private readonly port: number) {}

  get(path: string): Promise<number> {
    const socket = this.open();
    return new Promise((resolve, reject) => {
      this.pending = { resolve, reject, path };
      socket.write(
        `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${this.port}\r\nAccept: application/json\r\nAccept-Encoding: gzip\r\n\r\n`,
      );
    });
  }

  close() {
    this.socket?.destroy();
  }

  private open(): net.Socket {
    if (this.socket && !this.socket.destroyed) return this.socket;
    this.buffer = Buffer.alloc(0);
    const socket = net.connect({ host: "127.0.0.1", port: this.port, noDelay: true });
    socket.on("data", (chunk: Buffer) => {
      this.buffer = this.buffer.length ? Buffer.concat([this.buffer, chunk]) : chunk;
      this.parse();
    });
    const fail = (error: Error) => {
      const pending = this.pending;
      this.pending = undefined;
      this.socket = undefined;
      pending?.reject(error);
    };
    socket.on("error", fail);
    socket.on("close", () => fail(new Error("connection closed")));
    this.socket = socket;
    return socket;
  }

  /** Completes the pending request once its whole response is in the buffer. */
  private parse() {
    const pending = this.pending;
    if (!pending) return;
    const headerEnd = this.buffer.indexOf(HEADER_END);
    if (headerEnd < 0) return;
    const head = this.buffer.toString("latin1", 0, headerEnd);
    const status = Number(head.slice(9, 12));
    const bodyStart = headerEnd + HEADER_END.length;
    const length = /\r\ncontent-length:\s*(\d+)/i.exec(head);
    let end: number;
    if (length) {
      end = bodyStart + Number(length[1]);
      if (this.buffer.length < end) return;
    } else if (/\r\ntransfer-encoding:\s*chunked/i.test(head)) {
      const found = chunkedEnd(this.buffer, bodyStart);
      if (found < 0) return;
      end = found;
    } else {
      pending.reject(new Error(`${pending.path}: response without a length`));
      return;
    }
    this.buffer = this.buffer.subarray(end);
    this.pending = undefined;
    if (status === 200 || status === 503) pending.resolve(status);
    else pending.reject(new Error(`${pending.path}: HTTP ${status}`));
  }
}

/** Where a chunked body that starts at `from` ends, or -1 while it is incomplete. */
function chunkedEnd(buffer: Buffer, from: number): number {
  let at = from;
  for (;;) {
    const lineEnd = buffer.indexOf(CRLF, at);
    if (lineEnd < 0) return -1;
    const size = parseInt(buffer.toString("latin1", at, lineEnd), 16);
    if (size === 0) {
      // No trailers are sent: the body ends with "0\r\n\r\n".
      const end = buffer.indexOf(HEADER_END, lineEnd);
      return end < 0 ? -1 : end + HEADER_END.length;
    }
    at = lineEnd + CRLF.length + size + CRLF.length;
    if (buffer.length < at) return -1;
  }
}

async function run(request: HttpLoadRequest): Promise<LoadResult> {
  const connections = Array.from({ length: request.concurrency }, () => new Connection(request.port));
  try {
    const pick = (i: number) => request.paths[i % request.paths.length]!;
    let busy = 0;
    const get = onFreeConnection(connections, () => busy++);
    await runLoad(request.concurrency, request.warmupMs, pick, get);
    busy = 0;
    return { ...(await runLoad(request.concurrency, request.budgetMs, pick, get)), busy };
  } finally {
    for (const connection of connections) connection.close();
  }
}

/** Sends each request on a connection no other request is using (runLoad keeps one per loop in flight). */
function onFreeConnection(connections: Connection[], onBusy: () => void) {
  const free = [...connections];
  return async (path: string) => {
    const connection = free.pop();
    if (!connection) throw new Error(`more than ${connections.length} requests in flight`);
    try {
      if ((await connection.get(path)) === 503) onBusy();
    } finally {
      free.push(connection);
    }
  };
}

process.once("message", (request: HttpLoadRequest) => {
  run(request).then(
    (result) => process.send!({ ok: true, result }, () => process.exit(0)),
    (error: unknown) =>
      process.send!({ ok: false, error: error instanceof Error ? error.message : String(error) }, () =>
        process.exit(1),
      ),
  );
});

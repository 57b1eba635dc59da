/** Reading a Server-Sent Events response in tests, frame by frame. */

export interface SseFrame {
  event: string;
  id?: string;
  retry?: number;
  data: string;
}

/** A message frame's data: `{ topic, event, data }`. */
export interface RealtimeFrameData {
  topic: string;
  event: string;
  data: Record<string, unknown>;
}

export interface EventStreamReader {
  /**
   * Resolves with the first matching frame after the one the previous call returned (buffered
   * frames count), or rejects after timeoutMs.
   */
  next(match?: (frame: SseFrame) => boolean, timeoutMs?: number): Promise<SseFrame>;
  /** Every frame seen so far. */
  frames: SseFrame[];
  /** Every comment line seen so far (`: heartbeat` → "heartbeat"): proxies' keep-alives. */
  comments: string[];
  close(): Promise<void>;
}

export function parseFrame(block: string): SseFrame | undefined {
  const frame: SseFrame = { event: "message", data: "" };
  const data: string[] = [];
  for (const line of block.split("\n")) {
    if (line === "" || line.startsWith(":")) continue;
    const colon = line.indexOf(":");
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? "" : line.slice(colon + 1).replace(/^ /, "");
    if (field === "event") frame.event = value;
    else if (field === "id") frame.id = value;
    else if (field === "retry") frame.retry = Number(value);
    else if (field === "data") data.push(value);
  }
  frame.data = data.join("\n");
  return data.length > 0 ? frame : undefined;
}

/** Reads frames off a streaming response body as they arrive. */
export function readEventStream(response: Response): EventStreamReader {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const frames: SseFrame[] = [];
  const comments: string[] = [];
  const waiters = new Set<() => void>();
  let buffer = "";
  let ended = false;
  let consumed = 0;
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value.replace(/\r\n/g, "\n");
        for (let end = buffer.indexOf("\n\n"); end >= 0; end = buffer.indexOf("\n\n")) {
          const block = buffer.slice(0, end);
          for (const line of block.split("\n")) if (line.startsWith(":")) comments.push(line.slice(1).trim());
          const frame = parseFrame(block);
          buffer = buffer.slice(end + 2);
          if (frame) frames.push(frame);
        }
        for (const wake of waiters) wake();
      }
    } catch {
      // cancelled by close()
    } finally {
      ended = true;
      for (const wake of waiters) wake();
    }
  })();

  return {
    frames,
    comments,
    next(match = () => true, timeoutMs = 10_000) {
      let seen = consumed;
      return new Promise((resolve, reject) => {
        const check = () => {
          for (; seen < frames.length; seen++) {
            if (match(frames[seen]!)) {
              consumed = seen + 1;
              return finish(undefined, frames[seen]);
            }
          }
          if (ended) finish(new Error(`the stream ended; frames: ${JSON.stringify(frames)}`));
        };
        const timer = setTimeout(
          () => finish(new Error(`no matching frame in ${timeoutMs} ms; frames: ${JSON.stringify(frames)}`)),
          timeoutMs,
        );
        function finish(error?: Error, frame?: SseFrame) {
          clearTimeout(timer);
          waiters.delete(check);
          if (error) reject(error);
          else resolve(frame!);
        }
        waiters.add(check);
        check();
      });
    },
    async close() {
      await reader.cancel().catch(() => undefined);
    },
  };
}

/** Matches the message frame of `event` on `topic`. */
export const isMessage = (topic: string, event: string) => (frame: SseFrame) => {
  if (frame.event !== "message") return false;
  const data = JSON.parse(frame.data) as RealtimeFrameData;
  return data.topic === topic && data.event === event;
};

export const messageData = (frame: SseFrame) => JSON.parse(frame.data) as RealtimeFrameData;

/**
 * A visitor's live connection following one public topic, already live (its `ready` read), for
 * tests that check a route publishes what open pages need. Close it when done.
 */
export async function followTopic(app: { request(path: string): Response | Promise<Response> }, topic: string) {
  const res = await app.request(`/api/realtime?topics=${encodeURIComponent(topic)}`);
  if (res.status !== 200) throw new Error(`following ${topic} answered ${res.status}`);
  const stream = readEventStream(res);
  await stream.next((frame) => frame.event === "ready");
  return stream;
}

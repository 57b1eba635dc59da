import type { Server } from "node:http";
import { createRequire } from "node:module";

/**
 * A real push service on loopback (the `web-push-testing` package): it hands out subscriptions like
 * a browser's push service does, checks each push's VAPID signature against the key the
 * subscription was made with, decrypts the payload (aes128gcm) and keeps it, and answers 410 for a
 * subscription that was expired. Used by the API tests and the e2e story (docs/decisions/notifications.md).
 */
export interface LocalPushService {
  /** http://127.0.0.1:port: what PUSH_SERVICE_ORIGINS must name. */
  origin: string;
  /** A subscription as the browser's PushSubscription.toJSON() gives it, plus the service's id for it. */
  subscribe(applicationServerKey: string): Promise<LocalSubscription>;
  /** The decrypted payloads the service received for a subscription, oldest first. */
  messages(clientHash: string): unknown[];
  /** From now on the service answers 410 Gone for it (the browser unsubscribed, the app was removed). */
  expire(clientHash: string): void;
  close(): Promise<void>;
}

export interface LocalSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  clientHash: string;
}

interface PushApiModel {
  notifyUrl: string;
  subscribe(options: { applicationServerKey: string }): Promise<LocalSubscription>;
  getNotifications(body: { clientHash: string }): { messages: string[] };
  expireSubscription(clientHash: string): void;
}

const require = createRequire(import.meta.url);

export async function startLocalPushService(port = 0): Promise<LocalPushService> {
  const { PushApiModel } = require("web-push-testing/src/PushApiModel.js") as { PushApiModel: new () => PushApiModel };
  const TestingServer = require("web-push-testing/src/server.js") as new (
    model: PushApiModel,
    port: number,
  ) => { _app: { listen(port: number, host: string, ready: () => void): Server }; setRequestHandlers(): void };
  const model = new PushApiModel();
  const service = new TestingServer(model, port);
  // Its own startServer() exits the process on an error and logs; listening here keeps it quiet.
  service.setRequestHandlers();
  const server = await new Promise<Server>((resolve, reject) => {
    const listening = service._app.listen(port, "127.0.0.1", () => resolve(listening));
    listening.once("error", reject);
  });
  const address = server.address();
  const origin = `http://127.0.0.1:${typeof address === "object" && address ? address.port : port}`;
  model.notifyUrl = `${origin}/notify/`;
  return {
    origin,
    subscribe: (applicationServerKey) => model.subscribe({ applicationServerKey }),
    messages: (clientHash) => model.getNotifications({ clientHash }).messages.map((m) => JSON.parse(m) as unknown),
    expire: (clientHash) => model.expireSubscription(clientHash),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

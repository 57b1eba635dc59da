import { PUSH_SERVICE_REFUSED, PUSH_SUBSCRIPTION_NOT_FOUND, routes } from "@/shared/contract/notifications";
import { requireUser, signedIn } from "../../auth/guards";
import { notFound, unprocessable } from "../../lib/errors";
import { createRouter } from "../../lib/openapi";
import { isAllowedPushEndpoint } from "./allowed-endpoints";
import { deviceLabel } from "./device-label";
import { presentPushDevice } from "./presenter";
import { listPushDevices, removePushDevice, savePushDevice } from "./service";

/**
 * /api/notifications/push: phone alerts. The key is public (it is in every subscription anyway);
 * devices are the session user's own: no policy beyond that, and another user's device is a 404.
 */
export function pushRoutes() {
  const router = createRouter();
  router.openapi(routes.getPushKey, (c) => c.json({ publicKey: c.get("deps").env.vapid.publicKey }, 200));
  router.openapi(routes.listPushDevices, async (c) => {
    const user = await requireUser(c);
    return c.json((await listPushDevices(c.get("deps").db.db, user.id)).map(presentPushDevice), 200);
  });
  router.openapi({ ...routes.addPushDevice, middleware: [signedIn()] }, async (c) => {
    const user = await requireUser(c);
    const deps = c.get("deps");
    const body = c.req.valid("json");
    if (!isAllowedPushEndpoint(body.endpoint, deps.env.PUSH_SERVICE_ORIGINS)) {
      throw unprocessable(PUSH_SERVICE_REFUSED, { endpoint: [PUSH_SERVICE_REFUSED] });
    }
    const row = await savePushDevice(deps.db.db, user.id, body, deviceLabel(c.req.header("user-agent")));
    return c.json(presentPushDevice(row), 201);
  });
  router.openapi({ ...routes.removePushDevice, middleware: [signedIn()] }, async (c) => {
    const user = await requireUser(c);
    if (!(await removePushDevice(c.get("deps").db.db, user.id, c.req.valid("param").id))) {
      throw notFound(PUSH_SUBSCRIPTION_NOT_FOUND);
    }
    return c.body(null, 204);
  });
  return router;
}

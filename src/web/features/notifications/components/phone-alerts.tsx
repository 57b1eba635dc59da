import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { Button } from "@/web/components/ui/button";
import { Skeleton } from "@/web/components/ui/skeleton";
import { ApiError } from "@/web/lib/api-client";
import { toast } from "@/web/lib/toast";
import { pushKeyQueryOptions, useAddPushDevice, usePushDevices, useRemovePushDevice } from "../api/push";
import { currentSubscription, PushSetupError, pushSupport, subscribe } from "../lib/browser-push";

const problemText = (error: unknown) =>
  error instanceof PushSetupError || error instanceof ApiError
    ? error.message
    : "Unable to change phone alerts. Please try again.";

/**
 * 'Turn on phone alerts' for this browser (the browser's question comes only from that tap), or
 * 'Turn off phone alerts' when this browser is one of the fan's devices. Explains a browser that
 * cannot, or a permission that was refused.
 */
export function PhoneAlerts() {
  const [support, setSupport] = useState<ReturnType<typeof pushSupport> | null>(null);
  // This browser's push endpoint: undefined while it is read, null when it has none.
  const [endpoint, setEndpoint] = useState<string | null | undefined>(undefined);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const client = useQueryClient();
  const devices = usePushDevices();
  const add = useAddPushDevice();
  const remove = useRemovePushDevice();

  useEffect(() => {
    const found = pushSupport();
    setSupport(found);
    if (found !== "supported") return;
    if (Notification.permission === "denied") {
      setProblem(
        "Notifications are blocked for LoudTribe in this browser. Allow them in the site settings, then try again.",
      );
    }
    currentSubscription()
      .then((subscription) => setEndpoint(subscription?.endpoint ?? null))
      .catch(() => setEndpoint(null));
  }, []);

  const thisDevice = endpoint ? devices.data?.find((device) => device.endpoint === endpoint) : undefined;

  async function turnOn() {
    setBusy(true);
    setProblem(null);
    try {
      const { publicKey } = await client.fetchQuery(pushKeyQueryOptions());
      const json = await subscribe(publicKey);
      const device = await add.mutateAsync({
        endpoint: json.endpoint ?? "",
        keys: { p256dh: json.keys?.p256dh ?? "", auth: json.keys?.auth ?? "" },
      });
      setEndpoint(device.endpoint);
      toast.success("Phone alerts are on for this device");
    } catch (error) {
      setProblem(problemText(error));
    } finally {
      setBusy(false);
    }
  }

  async function turnOff() {
    setBusy(true);
    setProblem(null);
    try {
      if (thisDevice) await remove.mutateAsync(thisDevice.id);
      await (await currentSubscription())?.unsubscribe();
      setEndpoint(null);
      toast.success("Phone alerts are off for this device");
    } catch (error) {
      setProblem(problemText(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="phone-alerts-heading" className="grid gap-3 rounded-xl border bg-card p-4">
      <h2 id="phone-alerts-heading" className="font-semibold">
        Phone alerts
      </h2>
      {support === null || (support === "supported" && (endpoint === undefined || devices.isPending)) ? (
        <Skeleton className="h-10" />
      ) : support === "needs-home-screen" ? (
        <p className="text-muted-foreground text-sm">
          On iPhone and iPad, phone alerts work in the LoudTribe app: tap Share, then 'Add to Home Screen', and open
          LoudTribe from there.
        </p>
      ) : support === "unsupported" ? (
        <p className="text-muted-foreground text-sm">
          This browser can't show phone alerts. Try Chrome, Firefox, Edge or Safari.
        </p>
      ) : thisDevice ? (
        <>
          <p className="text-muted-foreground text-sm">
            Phone alerts are on for this device. <Link to="/settings/notifications">Choose which ones</Link>.
          </p>
          <Button variant="outline" className="justify-self-start" disabled={busy} onClick={() => void turnOff()}>
            Turn off phone alerts
          </Button>
        </>
      ) : (
        <>
          <p className="text-muted-foreground text-sm">
            Get an alert on this device when a band you follow announces a gig, someone replies or comments, or your
            submissions are reviewed, even with LoudTribe closed.
          </p>
          <Button className="justify-self-start" disabled={busy} onClick={() => void turnOn()}>
            Turn on phone alerts
          </Button>
        </>
      )}
      {problem && (
        <p role="alert" className="text-destructive text-sm">
          {problem}
        </p>
      )}
    </section>
  );
}

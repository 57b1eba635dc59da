import { formatIstLongDate } from "@/shared/datetime";
import { Button } from "@/web/components/ui/button";
import { Skeleton } from "@/web/components/ui/skeleton";
import { toast } from "@/web/lib/toast";
import { usePushDevices, useRemovePushDevice } from "../api/push";

/** The fan's devices with phone alerts on, each with 'Remove' (a lost phone, an old browser). */
export function PushDevices() {
  const devices = usePushDevices();
  const remove = useRemovePushDevice();
  return (
    <section aria-labelledby="push-devices-heading" className="grid gap-3 rounded-xl border bg-card p-4">
      <h2 id="push-devices-heading" className="font-semibold">
        Devices with phone alerts
      </h2>
      {devices.isPending ? (
        <Skeleton className="h-10" />
      ) : devices.isError ? (
        <p role="alert">Unable to load your devices</p>
      ) : devices.data.length === 0 ? (
        <p className="text-muted-foreground text-sm">
          None yet. Turn phone alerts on from your notifications, on each phone you use.
        </p>
      ) : (
        <ul className="grid gap-2">
          {devices.data.map((device) => (
            <li key={device.id} className="flex items-center justify-between gap-3 text-sm">
              <span>
                <span className="font-medium">{device.label}</span>
                <span className="block text-muted-foreground">Since {formatIstLongDate(device.createdAt)}</span>
              </span>
              <Button
                variant="outline"
                size="sm"
                aria-label={`Remove ${device.label}`}
                disabled={remove.isPending}
                onClick={() =>
                  remove.mutate(device.id, {
                    onError: () => toast.error("Unable to remove the device. Please try again."),
                  })
                }
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

import type { NotificationPreferences } from "@/shared/contract/notifications";
import { isImmediateMailKind } from "@/shared/notifications";
import { LabelledSwitch } from "@/web/components/labelled-switch";
import { Page } from "@/web/components/layout/page";
import { MembersOnlyPage } from "@/web/components/members-only-page";
import { Button } from "@/web/components/ui/button";
import { Skeleton } from "@/web/components/ui/skeleton";
import { toast } from "@/web/lib/toast";
import { usePreferences, useUpdatePreferences } from "../api/preferences";
import { PushDevices } from "../components/push-devices";

/** /settings/notifications (issue 13 §5): per kind, in-app and phone alerts on or off, the daily digest, and the devices with phone alerts. */
export default function NotificationSettingsPage() {
  return (
    <MembersOnlyPage title="Notification settings" prompt="Log in to choose your notifications.">
      {() => (
        <Page title="Notification settings" description="Choose what we tell you about, and where.">
          <Preferences />
        </Page>
      )}
    </MembersOnlyPage>
  );
}

function Preferences() {
  const prefs = usePreferences();
  const update = useUpdatePreferences();
  const change = (body: Parameters<typeof update.mutate>[0]) =>
    update.mutate(body, { onError: () => toast.error("Unable to save your choice. Please try again.") });

  if (prefs.isPending) return <Skeleton className="h-60" />;
  if (prefs.isError) {
    return (
      <div role="alert" className="grid justify-items-center gap-3 text-center">
        <p>Unable to load your notification settings</p>
        <Button variant="outline" onClick={() => void prefs.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const data: NotificationPreferences = prefs.data;
  return (
    <div className="grid max-w-2xl gap-6">
      <section aria-labelledby="digest-heading" className="grid gap-3 rounded-xl border bg-card p-4">
        <h2 id="digest-heading" className="font-semibold">
          E-mail digest
        </h2>
        <LabelledSwitch
          label="Daily digest"
          hint="One e-mail at 9:00 IST with what is new and unread; none when there is nothing new."
          checked={data.digest}
          onCheckedChange={(digest) => change({ digest })}
        />
      </section>
      {data.kinds.map((k) => (
        <section key={k.kind} aria-label={k.label} className="grid gap-3 rounded-xl border bg-card p-4">
          <h2 className="font-semibold">{k.label}</h2>
          <LabelledSwitch
            label="In the app"
            hint="In your notifications and on the bell."
            checked={k.in_app}
            onCheckedChange={(in_app) => change({ kinds: [{ kind: k.kind, in_app, email: k.email }] })}
          />
          <LabelledSwitch
            label="Phone alerts"
            hint={
              k.in_app
                ? "On the devices where you turned phone alerts on."
                : "Off while this kind is off in the app: an alert opens its notification."
            }
            checked={k.push && k.in_app}
            onCheckedChange={(push) =>
              change({ kinds: [{ kind: k.kind, in_app: push || k.in_app, email: k.email, push }] })
            }
          />
          {isImmediateMailKind(k.kind) ? (
            <LabelledSwitch
              label="By e-mail"
              hint="An e-mail as soon as it happens."
              checked={k.email}
              onCheckedChange={(email) => change({ kinds: [{ kind: k.kind, in_app: k.in_app, email }] })}
            />
          ) : null}
        </section>
      ))}
      <PushDevices />
    </div>
  );
}

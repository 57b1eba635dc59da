import { useMutation } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import { Page } from "@/web/components/layout/page";
import { Button } from "@/web/components/ui/button";
import { api } from "@/web/lib/api";

/**
 * /unsubscribe?token=…: where a mail's 'Stop the daily digest' link lands, signed in or not. It
 * asks for a click (mail scanners open links on their own), then posts the signed token.
 */
export default function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const stop = useMutation({ mutationFn: () => api("POST /api/notifications/unsubscribe", { query: { token } }) });
  return (
    <Page title="Unsubscribe">
      <div className="grid max-w-md gap-4">
        {stop.isSuccess ? (
          <p role="status">
            {stop.data.stopped === "digest"
              ? "You will no longer get the daily digest."
              : "You will no longer get these e-mails."}{" "}
            You can change this any time in your notification settings.
          </p>
        ) : (
          <>
            <p>Stop these e-mails from LoudTribe?</p>
            <Button disabled={!token || stop.isPending} onClick={() => stop.mutate()}>
              Unsubscribe
            </Button>
            {stop.isError || !token ? (
              <p role="alert" className="text-sm text-red-300">
                This unsubscribe link is not valid.
              </p>
            ) : null}
          </>
        )}
      </div>
    </Page>
  );
}

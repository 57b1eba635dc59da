import type { ReactNode } from "react";
import { Link, Navigate, useParams } from "react-router";
import { Button } from "@/web/components/ui/button";
import { Skeleton } from "@/web/components/ui/skeleton";
import { useOnboardingSession } from "../api/get-session";
import { type OnboardingSession, redirectStep, type Step, stepPath } from "../lib/steps";

export const SESSION_ERRORS = {
  fetch: "Failed to fetch onboarding session",
  create: "Failed to create onboarding session",
  update: "Failed to update onboarding session",
} as const;

/** The route's act and session ids (/onboarding/:entityType/:entityId/:sessionId/stepN). */
export function useOnboardingParams() {
  const { entityType = "band", entityId = "", sessionId } = useParams();
  return { where: { entityType, entityId }, sessionId: sessionId ?? null };
}

/** A failure with a way to start again from step 1. */
export function OnboardingError({ title, message, restart }: { title: string; message?: string; restart: string }) {
  return (
    <div role="alert" className="grid gap-4 rounded-xl border border-destructive/50 bg-destructive/10 p-4">
      <p className="font-semibold text-red-300">{title}</p>
      {message ? <p className="text-sm text-muted-foreground">{message}</p> : null}
      <Button asChild variant="outline">
        <Link to={restart}>Start again</Link>
      </Button>
    </div>
  );
}

/**
 * Loads the session and keeps the visitor on the right step (000 §2 guards): without a session,
 * step 1; otherwise the earliest step still to do. Renders `children` with the session once it
 * belongs here, so every step survives a reload.
 */
export function SessionGate({ step, children }: { step: Step; children: (session: OnboardingSession) => ReactNode }) {
  const { where, sessionId } = useOnboardingParams();
  const session = useOnboardingSession(sessionId ?? "");
  if (!sessionId) return <Navigate to={stepPath(where, null, 1)} replace />;
  if (session.isPending) {
    return (
      <div role="status" aria-label="Loading" className="grid gap-3">
        <Skeleton className="h-14" />
        <Skeleton className="h-14" />
        <Skeleton className="h-12" />
      </div>
    );
  }
  if (session.isError) {
    return (
      <OnboardingError
        title={SESSION_ERRORS.fetch}
        message={session.error.message}
        restart={stepPath(where, null, 1)}
      />
    );
  }
  const data = session.data;
  const where2 = { entityType: data.entityType, entityId: data.entityId };
  const target = redirectStep(data, step);
  if (target !== null) return <Navigate to={stepPath(where2, data.id, target)} replace />;
  return <>{children(data)}</>;
}

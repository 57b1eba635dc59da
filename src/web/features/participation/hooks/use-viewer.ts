import { useSignupPrompt } from "@/web/components/signup-prompt";
import { type SessionUser, useSession } from "@/web/hooks/use-session";
import type { Viewer } from "../api/keys";

export type ViewerState = {
  /** undefined while the session is read, null for a visitor. */
  user: SessionUser | null | undefined;
  /** For query keys: the user's id, or 'visitor'. */
  key: Viewer;
  /** Fans earn XP; the client skips XP-only calls for others (the server decides anyway). */
  isFan: boolean;
};

export function useViewer(): ViewerState {
  const session = useSession();
  const user = session.isPending ? undefined : (session.data?.user ?? null);
  return { user, key: user?.id ?? "visitor", isFan: user?.role === "fan" };
}

/**
 * Wraps an action that needs an account: a signed-out visitor gets the sign-up prompt (000 §2,
 * the 'action' trigger) instead. While the session is still being read nothing happens.
 */
export function useSignedInAction() {
  const { user } = useViewer();
  const { prompt } = useSignupPrompt();
  return <A extends unknown[]>(action: (...args: A) => void) =>
    (...args: A) => {
      if (user === undefined) return;
      if (user === null) prompt("action");
      else action(...args);
    };
}

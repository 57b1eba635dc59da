import { useEffect } from "react";
import { useNavigate } from "react-router";
import { useSession } from "./use-session";

export type AdminCheck = {
  /** The session is still being read: show a skeleton, decide nothing yet. */
  checking: boolean;
  /** Signed in as an admin: the page may load its admin data. */
  isAdmin: boolean;
};

/**
 * Admin pages send everyone else away (000 §2, §6; 001 §2) — but only once the session check has
 * loaded, so an admin opening a bookmarked URL is never bounced while it is read. `replace`, so Back
 * does not return to a page that would only redirect again. The server refuses the data regardless.
 */
export function useAdminOnly(redirectTo: string): AdminCheck {
  const session = useSession();
  const navigate = useNavigate();
  const checking = session.isPending;
  const isAdmin = session.data?.user.role === "admin";
  useEffect(() => {
    if (!checking && !isAdmin) void navigate(redirectTo, { replace: true });
  }, [checking, isAdmin, navigate, redirectTo]);
  return { checking, isAdmin };
}

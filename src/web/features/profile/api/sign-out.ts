import { useState } from "react";
import { useNavigate } from "react-router";
import { useAuth } from "@/web/hooks/use-auth";
import { toast } from "@/web/lib/toast";

/** Sign Out (drawer and profile page): ends the session on the server, empties the cache, goes home. */
export function useSignOut(onSignedOut?: () => void) {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);

  async function run() {
    setPending(true);
    try {
      await signOut();
      onSignedOut?.();
      void navigate("/");
    } catch {
      toast.error("Sign out failed", { description: "Please check your connection and try again." });
    } finally {
      setPending(false);
    }
  }
  return { signOut: run, pending };
}

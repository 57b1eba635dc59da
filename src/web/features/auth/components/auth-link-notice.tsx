import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { VERIFIED_PARAM } from "@/web/hooks/use-auth";
import { toast } from "@/web/lib/toast";

const LINK_ERRORS = new Set(["INVALID_TOKEN", "TOKEN_EXPIRED", "USER_NOT_FOUND"]);

/**
 * A confirmation link returns to the page the user was on with ?verified=1 (and ?error=… when the
 * link was broken). This says how it went, once, and tidies the address bar.
 */
export function AuthLinkNotice() {
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    if (!params.has(VERIFIED_PARAM)) return;
    const error = params.get("error");
    // lib/toast.ts keeps sonner out of the first page's code until this toast is raised.
    if (error && LINK_ERRORS.has(error)) {
      toast.error("An error occurred on token verification", {
        description: "The confirmation link is invalid or has expired. Send a new one from your profile.",
      });
    } else {
      toast.success("Email confirmed!", { description: "Thanks for confirming your email address." });
    }
    params.delete(VERIFIED_PARAM);
    params.delete("error");
    const search = params.toString();
    void navigate(
      { pathname: location.pathname, search: search ? `?${search}` : "", hash: location.hash },
      { replace: true, state: location.state },
    );
  }, [location, navigate]);

  return null;
}

import { useEffect } from "react";
import { useNavigate } from "react-router";
import { type PagePath, usePageAccess } from "@/web/lib/page-access";
import { useSession } from "./use-session";

/**
 * A page's edit form is for its managers and admins: everyone else is replaced to the page, once the
 * session and the page access are read (so a manager opening a bookmark is never bounced). The server
 * refuses the data and the save regardless.
 */
export function usePageEditorOnly(kind: PagePath, id: string, redirectTo: string) {
  const session = useSession();
  const { access, checking } = usePageAccess(kind, id);
  const navigate = useNavigate();
  const canEdit = access?.canEdit === true;
  useEffect(() => {
    if (!checking && !canEdit) void navigate(redirectTo, { replace: true });
  }, [checking, canEdit, navigate, redirectTo]);
  return { checking, canEdit, isAdmin: session.data?.user.role === "admin" };
}

import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { createContext, type ReactNode, useContext, useEffect, useMemo } from "react";
import { api } from "@/web/lib/api";
import { ApiError } from "@/web/lib/api-client";
import { MEMBER_CACHES } from "@/web/sw/policy";
import { announceAuthChange, listenForAuthChanges } from "./auth-broadcast";
import { meQueryKey } from "./use-me";
import { type Session, type SessionUser, sessionQueryKey, useSession } from "./use-session";

export type SignUpInput = { email: string; password: string; displayName?: string | null; callbackURL?: string };

export type AuthContextValue = {
  session: Session | null;
  user: SessionUser | null;
  /** 000 §4: true until the stored session has been read. */
  loading: boolean;
  isAdmin: boolean;
  signIn(email: string, password: string): Promise<SessionUser>;
  /** Never signs in (the answer is the same for a new and a taken address); the user confirms by mail. */
  signUp(input: SignUpInput): Promise<void>;
  signOut(): Promise<void>;
  resendVerification(email: string, callbackURL?: string): Promise<void>;
  /** Re-reads the session and the account after the user changed (profile edit, new avatar). */
  refresh(): Promise<void>;
};

/** Marks the return from a confirmation link, so the page it lands on can say the address is confirmed. */
export const VERIFIED_PARAM = "verified";

/**
 * Where a confirmation link returns to (000 §5: the page the user was on). The server appends
 * `error=…` to it when the link was broken or expired.
 */
export function verificationCallbackURL(path: string = window.location.pathname + window.location.search): string {
  const url = new URL(path, window.location.origin);
  url.searchParams.set(VERIFIED_PARAM, "1");
  return url.toString();
}

const AuthContext = createContext<AuthContextValue | null>(null);

/**
 * Someone signed in: whatever was cached about "me" belonged to someone else; everything else was
 * read as a visitor and is re-read (votes, follows and the like are now this user's).
 */
async function forgetVisitor(queryClient: QueryClient) {
  await queryClient.resetQueries({ queryKey: meQueryKey });
  await queryClient.invalidateQueries();
}

/**
 * Someone signed out: nothing of theirs may stay on screen or in memory. What is off screen is
 * dropped, what is on screen is read again as a visitor. (clear() would strand the queries that
 * components are watching, and the header would keep showing the user.)
 */
async function forgetMember(queryClient: QueryClient) {
  queryClient.setQueryData(sessionQueryKey, null);
  queryClient.removeQueries({ type: "inactive" });
  // The service worker's saved pages and answers were this member's view: none stays on the phone.
  if ("caches" in window) await Promise.all(MEMBER_CACHES.map((name) => caches.delete(name)));
  await dropPhoneAlerts();
  void queryClient.resetQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
}

/**
 * Phone alerts belonged to the member who turned them on: signing out ends this browser's push
 * subscription, so their alerts stop showing on a phone they left (the push service then answers
 * 410 and the server forgets the device; docs/decisions/notifications.md).
 */
async function dropPhoneAlerts() {
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    await (await registration?.pushManager?.getSubscription())?.unsubscribe();
  } catch {
    // No service worker or no push here: nothing to drop.
  }
}

/**
 * The client's auth state (000 §4). The session lives in an HttpOnly cookie the server slides on
 * use; this provider only reads it through GET /api/auth/get-session and reacts to the events:
 * signed in and user updated re-read the session and the account, signed out empties the cache.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const session = useSession();

  // Another tab signed in or out: this one follows at once (the cookie is already shared).
  useEffect(
    () =>
      listenForAuthChanges((change) => {
        void (change === "signed-in" ? forgetVisitor(queryClient) : forgetMember(queryClient));
      }),
    [queryClient],
  );

  const value = useMemo<AuthContextValue>(() => {
    const refresh = async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
        queryClient.invalidateQueries({ queryKey: meQueryKey }),
      ]);
    };
    const data = session.data ?? null;
    return {
      session: data,
      user: data?.user ?? null,
      loading: session.isPending,
      isAdmin: data?.user.role === "admin",
      refresh,
      async signIn(email, password) {
        const { user } = await api("POST /api/auth/sign-in/email", { body: { email, password } });
        await forgetVisitor(queryClient);
        announceAuthChange("signed-in");
        return user;
      },
      async signUp(input) {
        await api("POST /api/auth/sign-up/email", { body: input });
      },
      async signOut() {
        await api("POST /api/auth/sign-out", { body: {} }).catch((error: unknown) => {
          // Already signed out on the server (expired, or ended elsewhere): finish the job here.
          if (!(error instanceof ApiError && error.status === 401)) throw error;
        });
        await forgetMember(queryClient);
        announceAuthChange("signed-out");
      },
      async resendVerification(email, callbackURL) {
        await api("POST /api/auth/send-verification-email", { body: { email, callbackURL } });
      },
    };
  }, [queryClient, session.data, session.isPending]);

  return <AuthContext value={value}>{children}</AuthContext>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error("useAuth must be used within an AuthProvider");
  return value;
}

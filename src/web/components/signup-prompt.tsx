import { createContext, lazy, type ReactNode, Suspense, useContext, useEffect, useMemo, useRef, useState } from "react";
import { useSession } from "@/web/hooks/use-session";
import { storedFlag } from "@/web/lib/stored-flag";

// The dialog's code (with Radix's dialog) is not part of a first visit (issue 20): it is fetched
// PREFETCH_LEAD_MS before the timed prompt falls due for a signed-out visitor, or when a feature
// first asks for it.
const SignupPromptModal = lazy(() => import("./signup-prompt-dialog").then((m) => ({ default: m.SignupPromptModal })));

/** 'timeout': the visitor has looked around for a while; 'action': they tried something that needs an account. */
export type SignupPromptTrigger = "timeout" | "action";

/** 000 §4, §9: the timeout prompt appears 15 s after load for signed-out visitors. */
export const SIGNUP_PROMPT_DELAY_MS = 15_000;

/**
 * Issue 17: the timed prompt waits while the visitor is busy: never while a text field has focus,
 * and not until they have left keys, pointer and fields alone this long.
 */
export const SIGNUP_PROMPT_QUIET_MS = 5_000;

/** How long before the timed prompt's time the dialog is mounted (closed), so it opens at once. */
const PREFETCH_LEAD_MS = 5_000;

const isTextField = (element: Element | null) =>
  element instanceof HTMLTextAreaElement ||
  (element instanceof HTMLElement && element.isContentEditable) ||
  (element instanceof HTMLInputElement &&
    !["button", "checkbox", "radio", "range", "submit", "reset"].includes(element.type));

/** Set once the visitor closes the prompt: the timed one is not shown again in this browser session (issue 19). */
export const SIGNUP_PROMPT_DISMISSED_KEY = "loudtribe:signup-prompt-dismissed";

// Without storage (private mode) the timed prompt shows once per page load, as it did before.
const dismissal = storedFlag("sessionStorage", SIGNUP_PROMPT_DISMISSED_KEY);

// Pages that are themselves a way in; interrupting them with a prompt to sign up would be silly.
const SIGN_UP_PAGES = [/^\/auth(\/|$)/, /^\/onboarding\//, /\/registration\d$/, /^\/bands\/[^/]+\/step\d$/];

export type SignupPromptState = {
  trigger: SignupPromptTrigger | null;
  prompt(trigger: SignupPromptTrigger): void;
  close(): void;
};

const SignupPromptContext = createContext<SignupPromptState | null>(null);

/**
 * Holds the prompt's state and runs its timer. It sits above the router (providers.tsx); the dialog
 * itself, which links to /auth, is rendered by <SignupPromptDialog /> inside it (the header).
 */
export function SignupPromptProvider({ children }: { children: ReactNode }) {
  const [trigger, setTrigger] = useState<SignupPromptTrigger | null>(null);
  const session = useSession();
  const status = session.isPending ? "pending" : session.data ? "signed-in" : "signed-out";
  // 'waiting' until 15 s after load, then 'due' until the session is known, then 'done' for this load.
  const [timer, setTimer] = useState<"waiting" | "due" | "done">("waiting");
  // When the visitor last pressed a key, touched or typed; a busy visitor makes the prompt check again later.
  const lastInteraction = useRef(0);
  const [recheck, setRecheck] = useState(0);

  useEffect(() => {
    const mark = () => {
      lastInteraction.current = Date.now();
    };
    const events = ["keydown", "pointerdown", "input"] as const;
    for (const type of events) window.addEventListener(type, mark, { capture: true, passive: true });
    return () => {
      for (const type of events) window.removeEventListener(type, mark, { capture: true });
    };
  }, []);

  useEffect(() => {
    const id = window.setTimeout(
      () => setTimer((current) => (current === "waiting" ? "due" : current)),
      SIGNUP_PROMPT_DELAY_MS,
    );
    return () => window.clearTimeout(id);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `recheck` is the busy visitor's retry: a new value runs the check again.
  useEffect(() => {
    if (timer !== "due" || status === "pending") return;
    if (
      status === "signed-out" &&
      !dismissal.isSet() &&
      !SIGN_UP_PAGES.some((page) => page.test(window.location.pathname))
    ) {
      const quietFor = lastInteraction.current + SIGNUP_PROMPT_QUIET_MS - Date.now();
      if (quietFor > 0 || isTextField(document.activeElement)) {
        const id = window.setTimeout(() => setRecheck((n) => n + 1), Math.max(quietFor, 1_000));
        return () => window.clearTimeout(id);
      }
      setTrigger((current) => current ?? "timeout");
    }
    setTimer("done");
  }, [timer, status, recheck]);

  // Signing in (in this tab or another) makes any open prompt pointless, and someone who was signed
  // in during this load has an account: signing out must not earn them the timed invitation to join.
  useEffect(() => {
    if (!session.data) return;
    setTrigger(null);
    setTimer("done");
  }, [session.data]);

  const value = useMemo<SignupPromptState>(
    () => ({
      trigger,
      prompt: (next) => setTrigger(next),
      close: () => {
        // Continue Browsing, Escape or a click outside (Sign Up Now too, on its way to /auth): the
        // visitor has had the invitation, so the timed one does not come again this session. The
        // 'action' prompt still answers every action that needs an account.
        if (trigger) dismissal.set();
        setTrigger(null);
      },
    }),
    [trigger],
  );
  return <SignupPromptContext value={value}>{children}</SignupPromptContext>;
}

export function useSignupPromptState(): SignupPromptState {
  const value = useContext(SignupPromptContext);
  if (!value) throw new Error("useSignupPrompt must be used within a SignupPromptProvider");
  return value;
}

/**
 * For features: call `prompt("action")` when a signed-out visitor tries something that needs an
 * account (vote, follow, post, RSVP…).
 */
export function useSignupPrompt(): { prompt(trigger: SignupPromptTrigger): void } {
  const { prompt } = useSignupPromptState();
  return useMemo(() => ({ prompt }), [prompt]);
}

/**
 * Renders the prompt dialog (inside the router: it links to /auth): mounted closed for a signed-out
 * visitor shortly before the timed prompt is due, or once a feature prompts.
 */
export function SignupPromptDialog() {
  const { trigger } = useSignupPromptState();
  const signedOut = useSession().data === null;
  const [used, setUsed] = useState(false);
  const [soonDue, setSoonDue] = useState(false);
  useEffect(() => {
    if (trigger) setUsed(true);
  }, [trigger]);
  useEffect(() => {
    if (!signedOut) return;
    const id = window.setTimeout(() => setSoonDue(true), SIGNUP_PROMPT_DELAY_MS - PREFETCH_LEAD_MS);
    return () => window.clearTimeout(id);
  }, [signedOut]);
  if (!used && !trigger && !(soonDue && signedOut)) return null;
  return (
    <Suspense fallback={null}>
      <SignupPromptModal />
    </Suspense>
  );
}

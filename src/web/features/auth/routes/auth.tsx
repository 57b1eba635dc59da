import { useState } from "react";
import { Link, Navigate, useLocation, useSearchParams } from "react-router";
import { CheckEmailCard } from "@/web/components/check-email-card";
import { Page } from "@/web/components/layout/page";
import { Card, CardContent } from "@/web/components/ui/card";
import { Skeleton } from "@/web/components/ui/skeleton";
import { useAuth } from "@/web/hooks/use-auth";
import { ForgotPasswordForm } from "../components/forgot-password-form";
import { SignInForm } from "../components/sign-in-form";
import { SignUpForm } from "../components/sign-up-form";
import { returnPath } from "../lib/return-to";

type Mode = "login" | "signup" | "forgot";

const TITLES: Record<Mode, string> = { login: "Login", signup: "Create an account", forgot: "Reset your password" };

function modeOf(value: string | null): Mode {
  return value === "signup" || value === "forgot" ? value : "login";
}

/**
 * /auth (000 §2): 'Login' and 'Create an account' (?mode=signup), plus the password reset request.
 * Signed in, or once signed in, it sends the user back to the page they came from, else home.
 */
export default function AuthRoute() {
  const { user, loading } = useAuth();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const mode = modeOf(params.get("mode"));
  const from = returnPath(location.state);
  const [email, setEmail] = useState("");
  const [sentTo, setSentTo] = useState<string | null>(null);

  if (user) return <Navigate to={from} replace />;

  // Switching keeps the remembered page, so signing up then logging in still goes back there.
  const switchTo = (next: Mode, nextEmail = email) => {
    setEmail(nextEmail);
    setSentTo(null);
    setParams({ mode: next }, { replace: true, state: location.state });
  };

  return (
    <Page title={sentTo ? "Create an account" : TITLES[mode]} className="max-w-md">
      <Card>
        <CardContent className="pt-6">
          {loading ? (
            <div role="status" aria-label="Loading" className="grid gap-4">
              <Skeleton className="h-10" />
              <Skeleton className="h-10" />
              <Skeleton className="h-12" />
            </div>
          ) : sentTo ? (
            <CheckEmailCard email={sentTo} returnTo={from} onLogin={() => switchTo("login", sentTo)} />
          ) : mode === "signup" ? (
            <SignUpForm returnTo={from} onSignedUp={setSentTo} />
          ) : mode === "forgot" ? (
            <ForgotPasswordForm defaultEmail={email} onBack={() => switchTo("login")} />
          ) : (
            <SignInForm key={email} defaultEmail={email} onForgotPassword={(typed) => switchTo("forgot", typed)} />
          )}
        </CardContent>
      </Card>
      {mode !== "forgot" && !sentTo ? (
        <p className="mt-6 text-center text-sm text-muted-foreground">
          {mode === "signup" ? "Already have an account? " : "New to the tribe? "}
          <Link
            to={`/auth?mode=${mode === "signup" ? "login" : "signup"}`}
            state={location.state}
            replace
            className="font-semibold text-primary-bright underline-offset-4 hover:underline"
          >
            {mode === "signup" ? "Login" : "Create an account"}
          </Link>
        </p>
      ) : null}
    </Page>
  );
}

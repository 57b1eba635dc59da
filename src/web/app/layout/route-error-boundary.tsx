import { RefreshCw } from "lucide-react";
import { Component, type ErrorInfo, type ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "@/web/components/ui/button";

type Props = {
  children: ReactNode /** A change (the path) clears the error, so navigating away recovers. */;
  resetKey: string;
};
type State = { error: unknown };

/** Catches a page that throws while rendering and offers a reload instead of a blank screen. */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error("Page failed to render:", error, info.componentStack);
  }

  override componentDidUpdate(prev: Props) {
    if (this.state.error && prev.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  override render() {
    return this.state.error ? <PageError error={this.state.error} /> : this.props.children;
  }
}

function PageError({ error }: { error: unknown }) {
  // An old tab asking for a page chunk that a newer deploy replaced: a reload fetches the new build.
  const staleBuild =
    error instanceof Error &&
    /dynamically imported module|Importing a module script|Loading chunk/i.test(error.message);
  return (
    <div
      role="alert"
      className="mx-auto flex w-full max-w-md flex-1 flex-col items-center justify-center gap-4 px-6 py-16 text-center"
    >
      <h1 className="text-2xl font-bold">Something went wrong</h1>
      <p className="text-muted-foreground">
        {staleBuild && !navigator.onLine
          ? "You're offline, and this page hasn't been saved on this phone yet. It opens once you're back online."
          : staleBuild
            ? "LoudTribe has been updated. Reload to get the latest version."
            : "This page hit a problem and could not be shown. Reloading usually fixes it."}
      </p>
      <Button size="lg" onClick={() => window.location.reload()}>
        <RefreshCw aria-hidden="true" />
        Reload page
      </Button>
      <Link to="/" className="text-sm text-primary-bright underline-offset-4 hover:underline">
        Return to Home
      </Link>
    </div>
  );
}

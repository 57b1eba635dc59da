import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { PRODUCT_NAME } from "@/shared/product";
import { Button } from "@/web/components/ui/button";

/** Spec 000 §2: any other path. The missing path is logged, as the old product did. */
export function NotFound() {
  const { pathname } = useLocation();

  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", pathname);
  }, [pathname]);

  return (
    <div className="mx-auto flex w-full max-w-md flex-1 flex-col items-center justify-center gap-4 px-6 py-16 text-center">
      <title>{`Page not found · ${PRODUCT_NAME}`}</title>
      <p className="text-7xl font-black tracking-tighter text-primary-bright" aria-hidden="true">
        404
      </p>
      <h1 className="text-2xl font-bold">Oops! Page not found</h1>
      <Button asChild size="lg">
        <Link to="/">Return to Home</Link>
      </Button>
    </div>
  );
}

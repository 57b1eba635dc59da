import { Link } from "react-router";
import { PRODUCT_NAME } from "@/shared/product";
import { Button } from "@/web/components/ui/button";

/** 001 §8: a missing id, a missing band and a failed fetch all show 'Band Not Found', with the reason. */
export function BandNotFound({ reason }: { reason: string }) {
  return (
    <div className="mx-auto grid max-w-lg place-items-center gap-3 px-4 py-16 text-center">
      <title>{`Band Not Found · ${PRODUCT_NAME}`}</title>
      <h1 className="text-2xl font-bold">Band Not Found</h1>
      <p className="text-red-400">{reason}</p>
      <Button asChild variant="outline">
        <Link to="/bands">Browse bands</Link>
      </Button>
    </div>
  );
}

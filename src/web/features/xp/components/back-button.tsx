import { ArrowLeftIcon } from "lucide-react";
import { Button } from "@/web/components/ui/button";

export function BackButton({ onBack }: { onBack: () => void }) {
  return (
    <Button variant="ghost" size="sm" onClick={onBack} className="-ml-2 self-start">
      <ArrowLeftIcon aria-hidden="true" />
      Back
    </Button>
  );
}

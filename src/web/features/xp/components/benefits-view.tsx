import { SparklesIcon } from "lucide-react";
import { SheetDescription, SheetHeader, SheetTitle } from "@/web/components/ui/sheet";
import { BackButton } from "./back-button";

/** 000 §2: 'EXPLORE BENEFITS' opens a Benefits view that shows 'Coming Soon'. */
export function BenefitsView({ onBack }: { onBack: () => void }) {
  return (
    <>
      <BackButton onBack={onBack} />
      <SheetHeader>
        <SheetTitle>Benefits</SheetTitle>
        <SheetDescription>What your XP level unlocks.</SheetDescription>
      </SheetHeader>
      <div className="grid place-items-center gap-3 rounded-2xl border border-dashed py-12 text-center">
        <SparklesIcon className="size-10 text-primary-bright" aria-hidden="true" />
        <p className="text-xl font-bold">Coming Soon</p>
      </div>
    </>
  );
}

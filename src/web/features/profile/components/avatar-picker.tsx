import { CheckIcon } from "lucide-react";
import { RadioGroup } from "radix-ui";
import { useEffect, useState } from "react";
import { AVATAR_PRESETS, type AvatarPresetId, presetOf } from "@/shared/avatar-presets";
import { Button } from "@/web/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetFooter, SheetHeader, SheetTitle } from "@/web/components/ui/sheet";
import { toast } from "@/web/lib/toast";
import { useChoosePresetAvatar } from "../api/change-avatar";

type AvatarPickerProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  currentUrl: string | null;
};

/** 'Choose Your Avatar' (000 §2): six presets in two columns, Cancel and Save Avatar. */
export function AvatarPicker({ open, onOpenChange, currentUrl }: AvatarPickerProps) {
  const [selected, setSelected] = useState<AvatarPresetId | undefined>(presetOf(currentUrl));
  const save = useChoosePresetAvatar();

  // Each opening starts from the avatar the user has now.
  useEffect(() => {
    if (open) setSelected(presetOf(currentUrl));
  }, [open, currentUrl]);

  function onSave() {
    if (!selected) return;
    save.mutate(selected, {
      onSuccess: () => {
        toast.success("Avatar updated!", { description: "Your profile avatar has been changed successfully." });
        onOpenChange(false);
      },
      onError: () => {
        toast.error("Error updating avatar", { description: "Failed to save avatar. Please try again." });
      },
    });
  }

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent className="mx-auto max-w-md">
        <SheetHeader>
          <SheetTitle>Choose Your Avatar</SheetTitle>
          <SheetDescription>Pick the one that screams you.</SheetDescription>
        </SheetHeader>
        <RadioGroup.Root
          aria-label="Avatars"
          value={selected ? String(selected) : ""}
          onValueChange={(value) => setSelected(Number(value) as AvatarPresetId)}
          className="grid grid-cols-2 gap-4"
        >
          {AVATAR_PRESETS.map((preset) => (
            <RadioGroup.Item
              key={preset.id}
              value={String(preset.id)}
              aria-label={preset.label}
              className="group relative mx-auto aspect-square w-full max-w-36 overflow-hidden rounded-full border-4 border-transparent transition-transform hover:border-secondary-hover data-[state=checked]:scale-105 data-[state=checked]:border-primary-bright"
            >
              <img src={preset.url} alt="" width={144} height={144} className="size-full" />
              <RadioGroup.Indicator className="absolute right-2 bottom-2 grid size-7 place-items-center rounded-full bg-primary text-primary-foreground">
                <CheckIcon className="size-4" aria-hidden="true" />
              </RadioGroup.Indicator>
            </RadioGroup.Item>
          ))}
        </RadioGroup.Root>
        <SheetFooter>
          <Button variant="outline" size="lg" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button size="lg" onClick={onSave} disabled={!selected || save.isPending}>
            {save.isPending ? "Saving..." : "Save Avatar"}
          </Button>
        </SheetFooter>
      </SheetContent>
    </Sheet>
  );
}

import { zodResolver } from "@hookform/resolvers/zod";
import { CameraIcon } from "lucide-react";
import { useEffect, useRef } from "react";
import { useForm } from "react-hook-form";
import { AVATAR_TOO_LARGE, AVATAR_UPLOAD_MAX_BYTES } from "@/shared/avatar-presets";
import { type ProfileForm, type ProfileFormInput, profileFormSchema } from "@/shared/validation/profile";
import { CityField } from "@/web/components/form-controls";
import { Field } from "@/web/components/form-field";
import { LabelledSwitch } from "@/web/components/labelled-switch";
import { Button } from "@/web/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/web/components/ui/dialog";
import { Input } from "@/web/components/ui/input";
import { UserAvatar } from "@/web/components/user-avatar";
import type { Me } from "@/web/hooks/use-me";
import { ApiError } from "@/web/lib/api-client";
import { toast } from "@/web/lib/toast";
import { useUploadAvatar } from "../api/change-avatar";
import { useUpdateProfile } from "../api/update-profile";

type EditProfileDialogProps = { me: Me; open: boolean; onOpenChange: (open: boolean) => void };

const UPLOAD_FAILED = "Failed to upload avatar. Please try again.";

/** Why an upload failed: the server's own words when it refused the file (too large, not an image). */
function uploadFailure(error: unknown): string {
  return error instanceof ApiError && [413, 415, 422].includes(error.status) ? error.message : UPLOAD_FAILED;
}

/**
 * 'Edit Profile' (000 §2): Change Avatar, Display Name, City and the privacy switches (fans only,
 * issue 14), Cancel, Save Changes.
 */
export function EditProfileDialog({ me, open, onOpenChange }: EditProfileDialogProps) {
  const isFan = me.fan !== null;
  const fileInput = useRef<HTMLInputElement>(null);
  const upload = useUploadAvatar();
  const save = useUpdateProfile();
  const form = useForm<ProfileFormInput, unknown, ProfileForm>({ resolver: zodResolver(profileFormSchema) });
  const { errors } = form.formState;

  // Each opening starts from what is saved now.
  useEffect(() => {
    if (!open) return;
    form.reset({
      displayName: me.user.displayName ?? "",
      city: me.fan?.city ?? "",
      // Non-fans have no switches: the defaults only satisfy the form and are never sent.
      showOnLeaderboards: me.fan?.showOnLeaderboards ?? true,
      showCityAndXp: me.fan?.showCityAndXp ?? true,
    });
  }, [open, me.user.displayName, me.fan?.city, me.fan?.showOnLeaderboards, me.fan?.showCityAndXp, form]);

  function onFile(file: File | undefined) {
    if (fileInput.current) fileInput.current.value = "";
    if (!file) return;
    // Saves a phone a pointless 4G upload: the server would refuse it anyway.
    if (file.size > AVATAR_UPLOAD_MAX_BYTES) {
      toast.error("Upload failed", { description: AVATAR_TOO_LARGE });
      return;
    }
    upload.mutate(file, {
      onSuccess: () =>
        toast.success("Avatar updated!", { description: "Your profile avatar has been changed successfully." }),
      onError: (error) => toast.error("Upload failed", { description: uploadFailure(error) }),
    });
  }

  const onSubmit = form.handleSubmit(({ displayName, ...fanFields }) => {
    save.mutate(isFan ? { displayName, ...fanFields } : { displayName }, {
      onSuccess: () => {
        toast.success("Profile updated!", { description: "Your profile has been updated successfully." });
        onOpenChange(false);
      },
      onError: () => toast.error("Save failed", { description: "Failed to save profile changes. Please try again." }),
    });
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit Profile</DialogTitle>
          <DialogDescription>Change how the tribe sees you.</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-5">
          <div className="flex items-center gap-4">
            <UserAvatar user={me.user} className="size-16" initialsClassName="text-xl" />
            <input
              ref={fileInput}
              type="file"
              accept="image/*"
              className="sr-only"
              tabIndex={-1}
              aria-hidden="true"
              onChange={(event) => onFile(event.target.files?.[0])}
            />
            <Button
              type="button"
              variant="outline"
              onClick={() => fileInput.current?.click()}
              disabled={upload.isPending}
            >
              <CameraIcon aria-hidden="true" />
              {upload.isPending ? "Uploading..." : "Change Avatar"}
            </Button>
          </div>
          <Field label="Display Name" error={errors.displayName?.message}>
            {(field) => (
              <Input
                {...field}
                autoComplete="nickname"
                placeholder="How the tribe knows you"
                {...form.register("displayName")}
              />
            )}
          </Field>
          {isFan ? (
            <>
              <CityField form={form} />
              <fieldset className="grid gap-4">
                <legend className="mb-2 text-sm font-semibold">Privacy</legend>
                <LabelledSwitch
                  label="Show me on leaderboards"
                  hint="Off: you are left out of every leaderboard."
                  checked={form.watch("showOnLeaderboards")}
                  onCheckedChange={(on) => form.setValue("showOnLeaderboards", on, { shouldDirty: true })}
                />
                <LabelledSwitch
                  label="Show my city and XP on my profile"
                  hint="Off: others see only your name, avatar and badges. You always see everything."
                  checked={form.watch("showCityAndXp")}
                  onCheckedChange={(on) => form.setValue("showCityAndXp", on, { shouldDirty: true })}
                />
              </fieldset>
            </>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? "Saving..." : "Save Changes"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

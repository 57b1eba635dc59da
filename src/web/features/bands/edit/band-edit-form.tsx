import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import type { AdminBand } from "@/shared/contract/admin/bands";
import { type BandEdit, type BandEditInput, bandEditSchema } from "@/shared/validation/bands";
import { EditActions, FormSection } from "@/web/components/admin-edit";
import { GenreFields, TextAreaField, TextField } from "@/web/components/form-controls";
import { ImageUploadField } from "@/web/components/image-upload-field";
import { formDefaults } from "@/web/lib/form-defaults";
import { applyFieldErrors } from "@/web/lib/form-errors";
import { toast } from "@/web/lib/toast";
import { useUpdateBand } from "./api";
import { MembersField } from "./members-field";

const FIELDS = Object.keys(bandEditSchema.shape);

/** Every field of 001 §7's band update list, plus the members, as form values. */
function toFormValues(band: AdminBand): BandEditInput {
  const members = band.members.map(({ name, role, isKeyMember, userId }) => ({
    name,
    role: role ?? "",
    isKeyMember,
    userId,
  }));
  return { ...formDefaults<BandEditInput>(FIELDS, band), members };
}

/**
 * /bands/{id}/edit (001 §2, §5, §7, §8), for the band's managers and admins. `featured` is an admin
 * field: a manager's form neither shows nor sends it (the server would refuse it with 403).
 */
export function BandEditForm({ band, adminFields }: { band: AdminBand; adminFields: boolean }) {
  const navigate = useNavigate();
  const update = useUpdateBand(band.id);
  const form = useForm<BandEditInput, unknown, BandEdit>({
    resolver: zodResolver(bandEditSchema),
    defaultValues: toFormValues(band),
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(({ featured, ...values }) =>
    update.mutate(adminFields ? { ...values, featured } : values, {
      onSuccess: () => {
        toast.success("Band updated successfully!", { description: "The band profile has been updated." });
        void navigate(`/bands/${band.id}`, { replace: true });
      },
      onError: (error) => {
        applyFieldErrors(error, form.setError, FIELDS);
        toast.error("Update failed", { description: "Failed to update band profile. Please try again." });
      },
    }),
  );

  const image = (name: "profileBannerUrl" | "avatarUrl", label: string, hint: string, shape: "banner" | "square") => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <ImageUploadField
          label={label}
          hint={hint}
          target="band-image"
          shape={shape}
          value={field.value}
          onChange={field.onChange}
          error={errors[name]?.message}
        />
      )}
    />
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormSection title="Images">
        {image("profileBannerUrl", "Banner", "Recommended: 16:9, at least 1200x675 pixels.", "banner")}
        {image("avatarUrl", "Avatar", "Recommended: square, at least 200x200 pixels.", "square")}
      </FormSection>

      <FormSection title="Basic Information">
        <TextField form={form} name="name" label="Band Name *" />
        <TextAreaField form={form} name="bio" label="Bio" rows={5} />
        <TextField form={form} name="location" label="Location" placeholder="e.g. Mumbai, Maharashtra" />
        <GenreFields form={form} />
        {adminFields ? (
          <TextField
            form={form}
            name="featured"
            label="Featured"
            hint="0 = not featured; 1, 2, 3… sets the order in Featured Bands."
            type="number"
            min={0}
            step={1}
            inputMode="numeric"
          />
        ) : null}
      </FormSection>

      <FormSection title="Management">
        <TextField form={form} name="manager" label="Manager" />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField form={form} name="managerEmail" label="Manager Email" type="email" inputMode="email" />
          <TextField form={form} name="managerPhone" label="Manager Phone" type="tel" inputMode="tel" />
        </div>
      </FormSection>

      <FormSection title="Members">
        <TextField
          form={form}
          name="keyMembers"
          label="Key Members"
          placeholder="Comma-separated names, shown on the profile"
        />
        <MembersField control={form.control} register={form.register} errors={errors} canLinkArtists={adminFields} />
      </FormSection>

      <EditActions cancelTo={`/bands/${band.id}`} submitLabel="Update Band" pending={update.isPending} />
    </form>
  );
}

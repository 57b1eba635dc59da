import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import type { ArtistPageRecord } from "@/shared/contract/pages";
import { type ArtistPage, type ArtistPageInput, artistPageSchema } from "@/shared/validation/pages";
import { EditActions, FormSection } from "@/web/components/admin-edit";
import { GenreFields, TextAreaField, TextField } from "@/web/components/form-controls";
import { ImageUploadField } from "@/web/components/image-upload-field";
import { formDefaults } from "@/web/lib/form-defaults";
import { applyFieldErrors } from "@/web/lib/form-errors";
import { toast } from "@/web/lib/toast";
import { useUpdateArtist } from "./api";

const FIELDS = Object.keys(artistPageSchema.shape);

/**
 * /artists/{id}/edit: what fans read on the artist's page (bio, genres, location, banner). featured
 * and isVerified are admin fields: a manager's form neither shows nor sends them.
 */
export function ArtistPageForm({ artist, adminFields }: { artist: ArtistPageRecord; adminFields: boolean }) {
  const navigate = useNavigate();
  const update = useUpdateArtist(artist.id);
  const form = useForm<ArtistPageInput, unknown, ArtistPage>({
    resolver: zodResolver(artistPageSchema),
    defaultValues: formDefaults<ArtistPageInput>(FIELDS, artist),
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(({ featured, isVerified, ...values }) =>
    update.mutate(adminFields ? { ...values, featured, isVerified } : values, {
      onSuccess: () => {
        toast.success("Page updated successfully!", { description: "Your artist page has been updated." });
        void navigate(`/artists/${artist.id}`, { replace: true });
      },
      onError: (error) => {
        applyFieldErrors(error, form.setError, FIELDS);
        toast.error("Update failed", { description: "Failed to update the artist page. Please try again." });
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormSection title="Images">
        <Controller
          control={form.control}
          name="profileBannerUrl"
          render={({ field }) => (
            <ImageUploadField
              label="Banner"
              hint="Recommended: 16:9, at least 1200x675 pixels."
              target="band-image"
              shape="banner"
              value={field.value}
              onChange={field.onChange}
              error={errors.profileBannerUrl?.message}
            />
          )}
        />
      </FormSection>
      <FormSection title="About">
        <TextAreaField form={form} name="bio" label="Bio" rows={5} />
        <TextField form={form} name="location" label="Location" placeholder="e.g. Pune, Maharashtra" />
        <GenreFields form={form} />
        {adminFields ? (
          <TextField
            form={form}
            name="featured"
            label="Featured"
            hint="0 = not featured; 1, 2, 3… sets the order among featured artists."
            type="number"
            min={0}
            step={1}
            inputMode="numeric"
          />
        ) : null}
      </FormSection>
      <EditActions cancelTo={`/artists/${artist.id}`} submitLabel="Update Page" pending={update.isPending} />
    </form>
  );
}

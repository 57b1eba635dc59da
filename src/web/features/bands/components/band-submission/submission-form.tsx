import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { type BandSubmission, type BandSubmissionInput, bandSubmissionSchema } from "@/shared/validation/bands";
import { GenreFields, TextAreaField, TextField } from "@/web/components/form-controls";
import { Button } from "@/web/components/ui/button";
import { api } from "@/web/lib/api";
import { ApiError } from "@/web/lib/api-client";
import { toast } from "@/web/lib/toast";
import { uploadImage } from "@/web/lib/upload-image";
import { ImageChoice } from "./image-choice";
import { SUBMISSION_TEXT } from "./texts";

type Images = { banner: File | null; avatar: File | null };
type ImageErrors = { banner?: string; avatar?: string };
const EMPTY: BandSubmissionInput = { name: "", manager: "", managerEmail: "" };
const FORM_FIELDS = new Set(Object.keys(bandSubmissionSchema.shape));

/** 'Submit Your Band for Review' (001 §2, §5, §8): the form inside the dialog. */
export function BandSubmissionForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const form = useForm<BandSubmissionInput, unknown, BandSubmission>({
    resolver: zodResolver(bandSubmissionSchema),
    defaultValues: EMPTY,
  });
  const { isSubmitting } = form.formState;
  const [images, setImages] = useState<Images>({ banner: null, avatar: null });
  const [imageErrors, setImageErrors] = useState<ImageErrors>({});

  /** The server checks with the same schema, so its field messages belong under the same fields. */
  const showFieldErrors = (error: unknown) => {
    if (!(error instanceof ApiError)) return;
    for (const [field, messages] of Object.entries(error.fields ?? {})) {
      if (field === "profileBannerUrl") setImageErrors((current) => ({ ...current, banner: messages[0] }));
      else if (field === "avatarUrl") setImageErrors((current) => ({ ...current, avatar: messages[0] }));
      else if (FORM_FIELDS.has(field)) form.setError(field as keyof BandSubmissionInput, { message: messages[0] });
    }
  };

  /** One picture up; a refusal (not an image, too big) is shown under that picture's field. */
  const upload = async (which: keyof Images): Promise<string | null> => {
    const file = images[which];
    if (!file) return null;
    try {
      return (await uploadImage("band-submission-image", file)).url;
    } catch (error) {
      if (error instanceof ApiError && (error.status === 413 || error.status === 422)) {
        setImageErrors((current) => ({ ...current, [which]: error.message }));
      }
      throw error;
    }
  };

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      // Uploaded only now, so a dialog closed half-way leaves nothing behind on the server.
      const [profileBannerUrl, avatarUrl] = await Promise.all([upload("banner"), upload("avatar")]);
      await api("POST /api/band-submissions", { body: { ...values, profileBannerUrl, avatarUrl } });
      toast.success(SUBMISSION_TEXT.successTitle, { description: SUBMISSION_TEXT.successText });
      onDone();
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        toast.error(SUBMISSION_TEXT.authTitle, { description: SUBMISSION_TEXT.authText });
        return;
      }
      showFieldErrors(error);
      // A limit or an image problem says what to do about it; anything else gets the spec's words.
      const specific = error instanceof ApiError && [413, 422, 429].includes(error.status);
      toast.error(SUBMISSION_TEXT.failureTitle, {
        description: specific ? error.message : SUBMISSION_TEXT.failureText,
      });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <TextField form={form} name="name" label="Band Name *" autoComplete="organization" />
      <TextAreaField form={form} name="bio" label="Bio" rows={3} placeholder="Who you are, what you sound like" />
      <TextField form={form} name="location" label="Location" placeholder="e.g. Mumbai, Maharashtra" />
      <GenreFields form={form} />
      <TextField form={form} name="keyMembers" label="Key Members" placeholder="Comma-separated names" />
      <TextField form={form} name="manager" label="Manager Name *" autoComplete="name" />
      <TextField
        form={form}
        name="managerEmail"
        label="Manager Email *"
        type="email"
        inputMode="email"
        autoComplete="email"
      />
      <TextField form={form} name="managerPhone" label="Manager Phone" type="tel" inputMode="tel" autoComplete="tel" />
      <ImageChoice
        label="Banner Image"
        hint="Recommended: 16:9, at least 1200x675 pixels."
        shape="banner"
        file={images.banner}
        error={imageErrors.banner}
        onChange={(banner, error) => {
          setImages((current) => ({ ...current, banner }));
          setImageErrors((current) => ({ ...current, banner: error }));
        }}
      />
      <ImageChoice
        label="Profile Image"
        hint="Recommended: square, at least 400x400 pixels."
        shape="square"
        file={images.avatar}
        error={imageErrors.avatar}
        onChange={(avatar, error) => {
          setImages((current) => ({ ...current, avatar }));
          setImageErrors((current) => ({ ...current, avatar: error }));
        }}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? "Submitting..." : "Submit for Review"}
        </Button>
      </div>
    </form>
  );
}

import { type FormEvent, useId, useRef, useState } from "react";
import { categoryLabel, defaultCategory, THREAD_CATEGORIES, threadPostSchema } from "@/shared/community-threads";
import { POST_MAX_LENGTH, type PostEntityType } from "@/shared/validation/community";
import { Button } from "@/web/components/ui/button";
import { Textarea } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/web/components/ui/select";
import { useTypedBeforeHydration } from "@/web/hooks/use-typed-before-hydration";
import { useCreatePost } from "../api/threads";
import { celebrate, failureText } from "./celebrate";
import { GifAttach } from "./gif-attach";

export const COMPOSER_TEXT = {
  failed: "Failed to post. Please try again.",
} as const;

type PostComposerProps = { entityType: PostEntityType; entityId: string; placeholder: string };

/** The post composer (001 §2, §5): non-blank words, a category of this thread, an optional GIF. */
export function PostComposer({ entityType, entityId, placeholder }: PostComposerProps) {
  const [content, setContent] = useState("");
  const box = useRef<HTMLTextAreaElement>(null);
  useTypedBeforeHydration(box, content, setContent);
  const [category, setCategory] = useState<string>(defaultCategory(entityType));
  const [gifUrl, setGifUrl] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const create = useCreatePost(entityType, entityId);
  const textId = useId();
  const categoryId = useId();
  const blank = content.trim() === "";

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = threadPostSchema(entityType).safeParse({ content, postCategory: category, gifUrl });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? COMPOSER_TEXT.failed);
    setError(null);
    create.mutate(parsed.data, {
      onSuccess: (answer) => {
        setContent("");
        setGifUrl(null);
        celebrate(answer.xp);
      },
      // The words stay in the box, so trying again is one tap.
      onError: (failure) => setError(failureText(failure, COMPOSER_TEXT.failed)),
    });
  };

  return (
    <form
      onSubmit={submit}
      className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-3 rounded-xl border bg-card p-4"
      aria-label="New post"
    >
      <Label htmlFor={textId} className="sr-only">
        Your post
      </Label>
      <Textarea
        ref={box}
        id={textId}
        value={content}
        onChange={(event) => setContent(event.target.value)}
        placeholder={placeholder}
        maxLength={POST_MAX_LENGTH}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${textId}-error` : undefined}
      />
      {content.length > POST_MAX_LENGTH - 200 ? (
        <p className="text-right text-xs text-muted-foreground">
          {content.length}/{POST_MAX_LENGTH}
        </p>
      ) : null}
      <GifAttach value={gifUrl} onChange={setGifUrl} disabled={create.isPending} />
      <div className="flex flex-wrap items-center gap-2">
        <Label htmlFor={categoryId} className="sr-only">
          Category
        </Label>
        <Select value={category} onValueChange={setCategory}>
          <SelectTrigger id={categoryId} className="w-auto min-w-[min(8rem,100%)] flex-1 sm:flex-none">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {THREAD_CATEGORIES[entityType].map((value) => (
              <SelectItem key={value} value={value}>
                {categoryLabel(value)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <Button type="submit" className="ml-auto" disabled={blank || create.isPending}>
          {create.isPending ? "Posting..." : "Post"}
        </Button>
      </div>
      {error ? (
        <p id={`${textId}-error`} role="alert" className="text-sm text-red-400">
          {error}
        </p>
      ) : null}
    </form>
  );
}

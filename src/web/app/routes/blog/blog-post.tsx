import { ArrowLeftIcon } from "lucide-react";
import { Link, useParams } from "react-router";
import { formatBlogDate } from "@/shared/datetime";
import { PRODUCT_NAME } from "@/shared/product";
import { CardImage } from "@/web/components/cards/card-image";
import { EntityNotFound } from "@/web/components/entity-not-found";
import { Skeleton } from "@/web/components/ui/skeleton";
import { useBlog } from "@/web/features/blog/api/get-blog";
import { ShareMenu } from "@/web/features/participation/components/share-menu";
import { ApiError } from "@/web/lib/api-client";

// The body's allow-list is p, h2–h4, lists, links, quotes, images: styled here, no typography plugin.
const PROSE =
  "grid gap-4 leading-relaxed text-foreground/90 [&_a]:text-primary-bright [&_a]:underline [&_a]:underline-offset-4 [&_blockquote]:border-l-4 [&_blockquote]:border-primary [&_blockquote]:pl-4 [&_blockquote]:text-lg [&_blockquote]:italic [&_h2]:mt-4 [&_h2]:text-2xl [&_h2]:font-bold [&_h3]:mt-2 [&_h3]:text-xl [&_h3]:font-semibold [&_img]:rounded-xl [&_li]:ml-5 [&_ol]:list-decimal [&_ol]:space-y-1 [&_ul]:list-disc [&_ul]:space-y-1";

/**
 * A blog post (001 §2): back link, title, date, author, the Share menu the other pages have
 * (participation's, hence this page lives in app/), image and the sanitised HTML body.
 */
export default function BlogPostRoute() {
  const { blogId = "" } = useParams();
  const blog = useBlog(blogId);

  if (blog.isPending) {
    return (
      <div className="mx-auto grid w-full max-w-3xl gap-4 px-4 py-6" role="status" aria-label="Loading blog post">
        <Skeleton className="h-5 w-28" />
        <Skeleton className="h-10 w-4/5" />
        <Skeleton className="aspect-video" />
        <Skeleton className="h-40" />
      </div>
    );
  }
  if (blog.isError) {
    const missing = blog.error instanceof ApiError && blog.error.status === 404;
    return (
      <EntityNotFound
        title="Blog not found"
        message="The blog post you're looking for doesn't exist or has been removed."
        back={{ to: "/blog", label: "Go to Blog Page" }}
        onRetry={missing ? undefined : () => blog.refetch()}
      />
    );
  }
  const post = blog.data;
  return (
    <article className="mx-auto grid w-full max-w-3xl gap-5 px-4 py-6 md:px-6">
      <title>{`${post.title} · ${PRODUCT_NAME}`}</title>
      <Link
        to="/blog"
        className="flex w-fit items-center gap-1 text-sm text-muted-foreground hover:text-primary-bright"
      >
        <ArrowLeftIcon className="size-4" aria-hidden="true" />
        Back to Blog
      </Link>
      <header className="grid gap-2">
        <h1 className="text-3xl font-extrabold tracking-tight text-balance md:text-4xl">{post.title}</h1>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-muted-foreground">
            <time dateTime={post.publishedAt}>{formatBlogDate(post.publishedAt)}</time> · By {post.author}
          </p>
          <ShareMenu entityType="blog" entityId={post.id} title={`${post.title} on ${PRODUCT_NAME}`} size="default" />
        </div>
      </header>
      <CardImage url={post.image} sizes="(min-width: 768px) 720px, 100vw" eager className="rounded-2xl" />
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server with an allow-list (src/server/blogs/sanitize.ts), when stored and when served. */}
      <div className={PROSE} dangerouslySetInnerHTML={{ __html: post.content }} />
    </article>
  );
}

import { Link } from "react-router";
import type { BlogListItem } from "@/shared/contract/blogs";
import { formatBlogDate } from "@/shared/datetime-core";
import { Card } from "@/web/components/ui/card";
import { Skeleton } from "@/web/components/ui/skeleton";
import { CardImage } from "./card-image";

/** A blog post card (001 §2): image, date 'MMM dd, yyyy', title, excerpt and author; opens /blog/{id}. */
export function BlogCard({ post, eager }: { post: BlogListItem; eager?: boolean }) {
  return (
    <Card className="h-full">
      <Link to={`/blog/${post.id}`} className="group flex h-full flex-col focus-visible:outline-none">
        <CardImage url={post.image} sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw" eager={eager} />
        <div className="flex flex-1 flex-col gap-2 p-4">
          <p className="text-xs text-muted-foreground">
            <time dateTime={post.publishedAt}>{formatBlogDate(post.publishedAt)}</time>
          </p>
          <h3 className="line-clamp-2 text-base leading-snug font-semibold group-hover:text-primary-bright group-focus-visible:underline">
            {post.title}
          </h3>
          <p className="line-clamp-3 text-sm text-muted-foreground">{post.excerpt}</p>
          <p className="mt-auto pt-1 text-xs font-medium text-primary-bright">By {post.author}</p>
        </div>
      </Link>
    </Card>
  );
}

export function BlogCardSkeleton() {
  return (
    <Card aria-hidden="true">
      <Skeleton className="aspect-video rounded-none" />
      <div className="grid gap-2 p-4">
        <Skeleton className="h-3 w-24" />
        <Skeleton className="h-5 w-4/5" />
        <Skeleton className="h-12" />
      </div>
    </Card>
  );
}

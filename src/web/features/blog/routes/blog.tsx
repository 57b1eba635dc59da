import { PRODUCT_NAME } from "@/shared/product";
import { BlogCard, BlogCardSkeleton } from "@/web/components/cards/blog-card";
import { Page } from "@/web/components/layout/page";
import { Button } from "@/web/components/ui/button";
import { useBlogs } from "../api/get-blogs";

const GRID = "grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3";

/** '{product} Blog' (001 §2): a card grid, 6 skeletons while loading. */
export default function BlogRoute() {
  const blogs = useBlogs();
  const posts = blogs.data?.pages.flatMap((page) => page.items);
  return (
    <Page title={`${PRODUCT_NAME} Blog`} description="Stories, guides and news from India's independent music scene.">
      {blogs.isPending ? (
        <div className={GRID} role="status" aria-label="Loading blog posts">
          {Array.from({ length: 6 }, (_, i) => (
            <BlogCardSkeleton key={i} />
          ))}
        </div>
      ) : blogs.isError ? (
        <p role="alert" className="rounded-xl border border-destructive/50 bg-destructive/10 p-4 text-sm text-red-300">
          Failed to load blog posts. Please try again later.
        </p>
      ) : !posts?.length ? (
        <p className="rounded-xl border bg-card p-6 text-center text-muted-foreground">No blog posts yet.</p>
      ) : (
        <>
          <ul className={GRID}>
            {posts.map((post, i) => (
              <li key={post.id}>
                <BlogCard post={post} eager={i < 2} />
              </li>
            ))}
          </ul>
          {blogs.hasNextPage ? (
            <div className="mt-6 flex justify-center">
              <Button variant="outline" onClick={() => blogs.fetchNextPage()} disabled={blogs.isFetchingNextPage}>
                {blogs.isFetchingNextPage ? "Loading..." : "Load more posts"}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </Page>
  );
}

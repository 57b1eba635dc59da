import type { BlogListItem } from "@/shared/contract/blogs";
import { BlogCard, BlogCardSkeleton } from "@/web/components/cards/blog-card";
import { Carousel } from "@/web/components/carousel";
import { HomeSection, SectionError } from "./section";

const SLIDE = "basis-[85%] sm:basis-1/2 lg:basis-1/3";

type Props = { posts: BlogListItem[] | undefined; status: "pending" | "error" | "success" };

/** 'Latest from the Blog' (000 §2 item 6): a looping carousel with View All. */
export function LatestBlog({ posts, status }: Props) {
  return (
    <HomeSection id="latest-blog" title="Latest from the Blog" viewAll="/blog">
      {status === "pending" ? (
        <div className="flex gap-4 overflow-hidden" role="status" aria-label="Loading blog posts">
          {Array.from({ length: 3 }, (_, i) => (
            <div key={i} className={`shrink-0 ${SLIDE}`}>
              <BlogCardSkeleton />
            </div>
          ))}
        </div>
      ) : status === "error" ? (
        <SectionError message="Failed to load blog posts. Please try again later." />
      ) : !posts?.length ? (
        <p className="text-sm text-muted-foreground">No blog posts yet.</p>
      ) : (
        <Carousel label="Latest from the Blog" slideClassName={SLIDE}>
          {posts.map((post) => (
            <BlogCard key={post.id} post={post} />
          ))}
        </Carousel>
      )}
    </HomeSection>
  );
}

import sharp from "sharp";
import type { Bucket, Storage } from "../../storage";

/**
 * Rasterises an SVG to WebP. The art is opaque (alpha dropped) and flat colour, so the fastest
 * encoder effort loses little: encoding is most of the seed's time, about half of it at effort 1.
 */
export async function svgToWebp(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).removeAlpha().webp({ quality: 80, effort: 0 }).toBuffer();
}

/** Renders and stores each SVG, a few at a time (sharp already spreads each one over the cores). */
export async function storeAll(storage: Storage, bucket: Bucket, svgs: readonly string[], parallel = 4) {
  const urls: string[] = new Array(svgs.length);
  let next = 0;
  const worker = async () => {
    while (next < svgs.length) {
      const index = next++;
      const { url } = await storage.put(bucket, await svgToWebp(svgs[index]!), { ext: "webp" });
      urls[index] = url;
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, svgs.length) }, worker));
  return urls;
}

// The offline page lists the pages this phone has saved (the service worker's page cache), so a fan
// without a connection can still open the gigs and bands they looked at. docs/decisions/pwa.md.
const PAGE_CACHE = "loudtribe-pages";
const MAX_LINKS = 20;

document.getElementById("retry").addEventListener("click", () => window.location.reload());

async function listSavedPages() {
  if (!("caches" in window)) return;
  const cache = await caches.open(PAGE_CACHE);
  const requests = (await cache.keys()).slice(-MAX_LINKS).reverse();
  const list = document.getElementById("saved-list");
  for (const request of requests) {
    const response = await cache.match(request);
    const html = response ? await response.text() : "";
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] || new URL(request.url).pathname;
    const item = document.createElement("li");
    const link = document.createElement("a");
    link.href = new URL(request.url).pathname + new URL(request.url).search;
    link.textContent = new DOMParser().parseFromString(title, "text/html").body.textContent || title;
    item.append(link);
    list.append(item);
  }
  if (requests.length > 0) document.getElementById("saved").hidden = false;
}

listSavedPages().catch(() => undefined);

import { expect, test } from "@playwright/test";
import { NOT_FOUND_PRERENDER_PATH, prerenderedPaths } from "../domain/route-manifest";
import { siteConfig } from "../domain/site-config";

/** The build's public address (npm run build without PUBLIC_URL). */
const PUBLIC_URL = "http://localhost:3000";
/** Second spellings of a page (docs/product.md, "Pages"): same page, canonical is the first. */
const aliases: Record<string, string> = { "/Vertretungsapotheker": "/vertretungsapotheker" };
const pages = prerenderedPaths.filter(
  (path) => path !== NOT_FOUND_PRERENDER_PATH && !aliases[path],
);
const absolute = (path: string) => (path === "/" ? `${PUBLIC_URL}/` : `${PUBLIC_URL}${path}`);

/** Pages that ask not to be indexed (account and result pages) say so in their HTML. */
async function isNoIndex(html: string): Promise<boolean> {
  return /<meta name="robots" content="noindex"/.test(html);
}

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("every page has its own title, description, canonical link and Open Graph tags", async ({
    page,
  }) => {
    // One loop over every page (30+): its time grows with the site, not with one page.
    test.setTimeout(90_000);
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const path of pages) {
      await page.goto(path);
      const title = await page.title();
      const description = await page.locator('meta[name="description"]').getAttribute("content");
      const url = absolute(path);
      expect(title, path).toContain(siteConfig.brandName);
      expect(description?.length, path).toBeGreaterThan(50);
      titles.add(title);
      descriptions.add(description ?? "");
      await expect(page.locator('link[rel="canonical"]'), path).toHaveAttribute("href", url);
      await expect(page.locator('meta[property="og:url"]'), path).toHaveAttribute("content", url);
      await expect(page.locator('meta[property="og:title"]'), path).toHaveAttribute(
        "content",
        title,
      );
      await expect(page.locator('meta[property="og:image"]'), path).toHaveAttribute(
        "content",
        `${PUBLIC_URL}/og-image.png`,
      );
      await expect(page.locator('meta[property="og:image:width"]'), path).toHaveAttribute(
        "content",
        "1200",
      );
    }
    expect(titles.size).toBe(pages.length);
    expect(descriptions.size).toBe(pages.length);
  });

  test("a second spelling of a page names the first as canonical", async ({ page }) => {
    for (const [alias, canonical] of Object.entries(aliases)) {
      await page.goto(alias);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        absolute(canonical),
      );
    }
  });

  test("the home page describes the agency as structured data", async ({ page }) => {
    await page.goto("/");
    const data = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}",
    );
    expect(data["@type"]).toBe("EmploymentAgency");
    expect(data.name).toBe(siteConfig.brandName);
    expect(data.address).toMatchObject({
      streetAddress: siteConfig.address.street,
      postalCode: siteConfig.address.postalCode,
      addressLocality: "Köln",
      addressCountry: "DE",
    });
  });

  test("every image has its size and an AVIF source, and comes from this site", async ({
    page,
  }) => {
    for (const path of ["/", "/services", "/ueber-uns"]) {
      await page.goto(path);
      for (const image of await page.locator("main img").all()) {
        await expect(image).toHaveAttribute("width", /^\d+$/);
        await expect(image).toHaveAttribute("height", /^\d+$/);
        expect(await image.getAttribute("src")).toMatch(/^\/images\/.+\.webp$/);
        await expect(image.locator("xpath=../source[@type='image/avif']")).toHaveCount(1);
      }
    }
  });
});

test("sitemap.xml lists the indexable pages under the public address", async ({ request }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("xml");
  const xml = await response.text();
  let indexed = 0;
  for (const path of pages) {
    const loc = `<loc>${absolute(path)}</loc>`;
    const html = await (await request.get(path)).text();
    if (await isNoIndex(html)) {
      expect(xml, path).not.toContain(loc);
    } else {
      expect(xml, path).toContain(loc);
      indexed += 1;
    }
  }
  // The public pages at least: home, services, the two forms, registrations, legal texts.
  expect(indexed).toBeGreaterThanOrEqual(14);
  for (const alias of Object.keys(aliases))
    expect(xml).not.toContain(`<loc>${absolute(alias)}</loc>`);
});

test("robots.txt allows the site and names the sitemap", async ({ request }) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text).toContain("User-agent: *");
  expect(text).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
});

test("the Open Graph image is a 1200 x 630 PNG", async ({ request }) => {
  const response = await request.get("/og-image.png");
  expect(response.status()).toBe(200);
  const png = await response.body();
  expect(png.subarray(1, 4).toString("latin1")).toBe("PNG");
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
});

test("pages run without console errors or Content-Security-Policy violations", async ({ page }) => {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) =>
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  for (const path of ["/", "/services", "/datenschutz", "/kontakt"]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
  }
  expect(problems).toEqual([]);
});

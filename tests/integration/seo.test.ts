// sitemap.xml, robots.txt and the content lists behind the blog and the help centre, on the seeded
// demo content: per-host URLs, every offered language, hidden posts left out, unknown hosts 404.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as getSitemap } from '@/app/sites/[host]/[lang]/sitemap.xml/route';
import { GET as getRobots } from '@/app/sites/[host]/[lang]/robots.txt/route';
import { organizations, posts } from '@/server/db/schema';
import { clearAllMemo } from '@/server/cache/memo';
import { listBlogPosts, listHelpCenter } from '@/server/content/posts';
import { siteOrigin } from '@/server/site/seo';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from '../support/databases';

const call = (handler: typeof getSitemap, host: string, lang = 'default') =>
  handler(new Request(`http://${host}/x`, { headers: { host } }), { params: Promise.resolve({ host, lang }) });

describe.each(DATABASE_KINDS)('SEO routes on %s', (kind) => {
  let database: TestDatabase;
  let harbourId: string;

  beforeAll(async () => {
    database = await createTestDatabase(kind, { seed: 'demo' });
    const [harbour] = await database.db.select({ id: organizations.id }).from(organizations).where(eq(organizations.slug, 'harbour-law'));
    harbourId = harbour.id;
  });
  afterAll(() => database.dispose());

  it('lists every page and displayed post of the host in each offered language, with alternates', async () => {
    const response = await call(getSitemap, 'harbour-law.localhost');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/xml');
    const xml = await response.text();
    const origin = siteOrigin('harbour-law.localhost');
    for (const prefix of ['', '/es', '/de']) {
      expect(xml).toContain(`<loc>${origin}${prefix}/about</loc>`);
      expect(xml).toContain(`<loc>${origin}${prefix}/five-questions-before-making-a-will</loc>`);
      expect(xml).toContain(`<loc>${origin}${prefix}/blog</loc>`);
    }
    expect(xml).toContain(`<loc>${origin}/es</loc>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${origin}/about"/>`);
    expect(xml).toMatch(/<lastmod>\d{4}-\d\d-\d\dT/);
    expect(xml).not.toContain('brightstack');
    // German is the default of the clinic: no prefix for German, /en for English.
    const clinic = await (await call(getSitemap, 'sonnenklinik.localhost')).text();
    expect(clinic).toContain(`<loc>${siteOrigin('sonnenklinik.localhost')}/en</loc>`);
    expect(clinic).not.toContain(`${siteOrigin('sonnenklinik.localhost')}/de`);
  });

  it('leaves hidden posts out of the sitemap and the blog', async () => {
    await database.db
      .update(posts)
      .set({ displayThisPost: false })
      .where(and(eq(posts.organizationId, harbourId), eq(posts.slug, 'made-redundant-three-things-to-check')));
    clearAllMemo();
    const xml = await (await call(getSitemap, 'harbour-law.localhost')).text();
    expect(xml).not.toContain('made-redundant-three-things-to-check');
    const blog = await listBlogPosts(database.db, { organizationId: harbourId });
    expect(blog.map((p) => p.slug)).not.toContain('made-redundant-three-things-to-check');
    const dates = blog.map((p) => p.createdOn.getTime());
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
  });

  it('groups help-centre articles by document set in their order', async () => {
    const [bright] = await database.db.select({ id: organizations.id }).from(organizations).where(eq(organizations.slug, 'brightstack'));
    const groups = await listHelpCenter(database.db, { organizationId: bright.id });
    expect(groups.map((g) => g.set?.slug)).toEqual(['getting-started', 'observability']);
    expect(groups[0].posts.map((p) => p.slug)).toEqual(['getting-started', 'connect-a-custom-domain']);
  });

  it('robots.txt allows crawling and names the sitemap on the same host', async () => {
    const response = await call(getRobots, 'brightstack.localhost');
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toContain('User-agent: *\nAllow: /');
    expect(text).toContain(`Sitemap: ${siteOrigin('brightstack.localhost')}/sitemap.xml`);
  });

  it('answers 404 for a host no organisation owns, and for a language-prefixed sitemap', async () => {
    expect((await call(getSitemap, 'nobody.localhost')).status).toBe(404);
    expect((await call(getRobots, 'nobody.localhost')).status).toBe(404);
    expect((await call(getSitemap, 'harbour-law.localhost', 'es')).status).toBe(404);
  });

  it('lists the help centre of every demo site, each of which has help articles, in every language it offers', async () => {
    const sites = [
      { slug: 'harbour-law', prefixes: ['', '/es', '/de'] },
      { slug: 'brightstack', prefixes: ['', '/es', '/de', '/fr'] },
      { slug: 'sonnenklinik', prefixes: ['', '/en', '/es'] },
    ];
    for (const { slug, prefixes } of sites) {
      const [org] = await database.db.select({ id: organizations.id }).from(organizations).where(eq(organizations.slug, slug));
      const groups = await listHelpCenter(database.db, { organizationId: org.id });
      expect(groups.flatMap((g) => g.posts).length, slug).toBeGreaterThan(0);
      const host = `${slug}.localhost`;
      const xml = await (await call(getSitemap, host)).text();
      for (const prefix of prefixes) expect(xml, `${slug}${prefix}`).toContain(`<loc>${siteOrigin(host)}${prefix}/help-center</loc>`);
    }
  });

  it('never names /home, the address the home page redirects from, even for a post or sections stored under it', async () => {
    const [post] = await database.db
      .insert(posts)
      .values({ organizationId: harbourId, slug: 'home', title: 'A post that took the home page slug', displayAsBlogPost: false })
      .returning({ id: posts.id });
    clearAllMemo();
    try {
      for (const host of ['harbour-law.localhost', 'brightstack.localhost', 'sonnenklinik.localhost']) {
        const xml = await (await call(getSitemap, host)).text();
        expect(xml, host).not.toMatch(/\/home["<]/);
        expect(xml, host).toContain(`<loc>${siteOrigin(host)}/</loc>`);
      }
    } finally {
      await database.db.delete(posts).where(eq(posts.id, post.id));
      clearAllMemo();
    }
  });
});

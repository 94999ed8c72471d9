import 'server-only';
// Writes one organisation's demo content inside the caller's transaction. Rows that refer to each
// other are written in dependency order, and data-file keys are turned into database ids on the way.
import type { Tx } from '@/server/db/client';
import {
  assistantSettings,
  banners,
  cookieCategories,
  cookieServices,
  documentSets,
  faqs,
  features,
  headingSections,
  heroes,
  meetingTypes,
  menuItems,
  metrics,
  posts,
  pricingPlans,
  products,
  submenuItems,
  templateSectionMetrics,
  templateSections,
} from '@/server/db/schema';
import { linkMenusToPages } from '@/server/content/page-links';
import type { OrganizationSeed } from './types';

type Ids = Map<string, string>;

/** A data-file key that names nothing is a mistake in the seed data: fail the whole organisation. */
function idFor(ids: Ids, key: string, what: string): string {
  const id = ids.get(key);
  if (!id) throw new Error(`Seed data refers to an unknown ${what} "${key}".`);
  return id;
}

export async function writeContent(tx: Tx, organizationId: string, seed: OrganizationSeed): Promise<void> {
  await tx.insert(heroes).values({ ...seed.hero, organizationId });
  await writeMenu(tx, organizationId, seed);
  const sectionIds = await writeSections(tx, organizationId, seed);
  await writeHeadings(tx, organizationId, seed, sectionIds);
  await writePosts(tx, organizationId, seed);
  await writeCommerce(tx, organizationId, seed);
  await writeCookies(tx, organizationId, seed);
  if (seed.assistant) await tx.insert(assistantSettings).values({ organizationId, enabled: true, ...seed.assistant });
  if (seed.banners.length) await tx.insert(banners).values(seed.banners.map((b) => ({ ...b, organizationId })));
  // Menu entries name the pages they lead to by id, as migration 0013 did for existing sites.
  await linkMenusToPages(tx, organizationId);
}

async function writeMenu(tx: Tx, organizationId: string, seed: OrganizationSeed) {
  for (const { subItems = [], ...item } of seed.menu) {
    const [row] = await tx.insert(menuItems).values({ ...item, organizationId }).returning({ id: menuItems.id });
    if (subItems.length) {
      await tx.insert(submenuItems).values(subItems.map((sub) => ({ ...sub, organizationId, menuItemId: row.id })));
    }
  }
}

async function writeSections(tx: Tx, organizationId: string, seed: OrganizationSeed): Promise<Ids> {
  const metricIds: Ids = new Map();
  for (const { key, ...metric } of seed.metrics) {
    const [row] = await tx.insert(metrics).values({ ...metric, organizationId }).returning({ id: metrics.id });
    metricIds.set(key, row.id);
  }
  const sectionIds: Ids = new Map();
  for (const { key, metricKeys, ...section } of seed.sections) {
    const [row] = await tx
      .insert(templateSections)
      .values({ ...section, organizationId })
      .returning({ id: templateSections.id });
    sectionIds.set(key, row.id);
    if (metricKeys.length) {
      await tx.insert(templateSectionMetrics).values(
        metricKeys.map((metricKey, position) => ({
          organizationId,
          sectionId: row.id,
          metricId: idFor(metricIds, metricKey, 'metric'),
          position,
        })),
      );
    }
  }
  return sectionIds;
}

async function writeHeadings(tx: Tx, organizationId: string, seed: OrganizationSeed, sectionIds: Ids) {
  if (!seed.headings.length) return;
  await tx.insert(headingSections).values(
    seed.headings.map(({ templateSectionKey, ...heading }) => ({
      ...heading,
      organizationId,
      templateSectionId: templateSectionKey ? idFor(sectionIds, templateSectionKey, 'template section') : null,
    })),
  );
}

async function writePosts(tx: Tx, organizationId: string, seed: OrganizationSeed) {
  const setIds: Ids = new Map();
  for (const { key, ...set } of seed.documentSets) {
    const [row] = await tx.insert(documentSets).values({ ...set, organizationId }).returning({ id: documentSets.id });
    setIds.set(key, row.id);
  }
  if (!seed.posts.length) return;
  await tx.insert(posts).values(
    seed.posts.map(({ docSetKey, ...post }) => ({
      ...post,
      organizationId,
      docSetId: docSetKey ? idFor(setIds, docSetKey, 'document set') : null,
    })),
  );
}

async function writeCommerce(tx: Tx, organizationId: string, seed: OrganizationSeed) {
  const productIds: Ids = new Map();
  for (const { key, ...product } of seed.products) {
    const [row] = await tx.insert(products).values({ ...product, organizationId }).returning({ id: products.id });
    productIds.set(key, row.id);
  }
  if (seed.pricingPlans.length) {
    await tx.insert(pricingPlans).values(
      seed.pricingPlans.map(({ productKey, ...plan }) => ({
        ...plan,
        organizationId,
        productId: productKey ? idFor(productIds, productKey, 'product') : null,
      })),
    );
  }
  if (seed.features.length) await tx.insert(features).values(seed.features.map((f) => ({ ...f, organizationId })));
  if (seed.faqs.length) await tx.insert(faqs).values(seed.faqs.map((f) => ({ ...f, organizationId })));
  if (seed.meetingTypes.length) {
    await tx.insert(meetingTypes).values(seed.meetingTypes.map((m) => ({ ...m, organizationId })));
  }
}

async function writeCookies(tx: Tx, organizationId: string, seed: OrganizationSeed) {
  for (const { services, ...category } of seed.cookieCategories) {
    const [row] = await tx
      .insert(cookieCategories)
      .values({ ...category, organizationId })
      .returning({ id: cookieCategories.id });
    if (services.length) {
      await tx.insert(cookieServices).values(services.map((s) => ({ ...s, organizationId, categoryId: row.id })));
    }
  }
}

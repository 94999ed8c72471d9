// /admin/ai: the breadcrumbs' step between the dashboard and the assistant's settings. The
// assistant is all this part of the admin holds, so the step leads straight to it.
import { notFound, redirect } from 'next/navigation';
import { getSiteContext, type SiteParams } from '@/server/site/context';
import { localizePath } from '@/lib/i18n/locales';

export default async function AdminAiPage({ params }: { params: SiteParams }) {
  const { host, lang } = await params;
  const site = await getSiteContext(host, lang);
  if (!site) notFound();
  redirect(localizePath('/admin/ai/management', site.locale, site.tenant.defaultLocale));
}

import 'server-only';
// The assistant's switch and greeting per organisation. They are shown to every visitor of the
// public site (through GET /api/help/widget), so they are content: written through the one write
// path, which drops the widget's cached answer on every instance (docs/decisions/019).
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/server/db/client';
import { assistantSettings } from '@/server/db/schema';
import { memo } from '@/server/cache/memo';
import { writeOrganization } from '@/server/write';
import type { Translations } from '@/server/db/schema/_columns';
import type { AssistantSettingsInput, AssistantSettingsResponse } from '@/schemas/help-widget';
import { isLocale } from '@/lib/i18n/locales';

export type AssistantSettings = { enabled: boolean; greeting: string; greetingTranslation: Translations };

/** No row yet: the assistant is on and greets with the product's own words. */
export const DEFAULT_ASSISTANT_SETTINGS: AssistantSettings = { enabled: true, greeting: '', greetingTranslation: {} };

export function readAssistantSettings(db: DbOrTx, organizationId: string): Promise<AssistantSettings> {
  return memo(organizationId, 'assistant:settings', 60_000, async () => {
    const [row] = await db
      .select({ enabled: assistantSettings.enabled, greeting: assistantSettings.greeting, greetingTranslation: assistantSettings.greetingTranslation })
      .from(assistantSettings)
      .where(eq(assistantSettings.organizationId, organizationId))
      .limit(1);
    return row ?? DEFAULT_ASSISTANT_SETTINGS;
  });
}

/** Only languages we know, and no empty translations (an empty one means "use the greeting"). */
function cleanTranslations(input: Record<string, string | undefined> | undefined): Translations {
  const out: Translations = {};
  for (const [locale, text] of Object.entries(input ?? {})) if (isLocale(locale) && text) out[locale] = text;
  return out;
}

export async function saveAssistantSettings(db: Db, organizationId: string, input: AssistantSettingsInput): Promise<AssistantSettingsResponse> {
  const values = { enabled: input.enabled, greeting: input.greeting, greetingTranslation: cleanTranslations(input.greeting_translation) };
  await writeOrganization(db, organizationId, (tx) =>
    tx
      .insert(assistantSettings)
      .values({ organizationId, ...values })
      .onConflictDoUpdate({ target: assistantSettings.organizationId, set: { ...values, updatedAt: new Date() } }),
  );
  return { enabled: values.enabled, greeting: values.greeting, greeting_translation: values.greetingTranslation };
}

export function settingsResponse(settings: AssistantSettings): AssistantSettingsResponse {
  return { enabled: settings.enabled, greeting: settings.greeting, greeting_translation: settings.greetingTranslation };
}

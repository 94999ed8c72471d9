// GET /api/admin/assistant: the assistant's settings (admins of this organisation).
// PUT /api/admin/assistant { enabled, greeting, greeting_translation }: switches the assistant and sets its greeting, through the one write path.
import { route } from '@/server/http/route';
import { readAssistantSettings, saveAssistantSettings, settingsResponse } from '@/server/assistant/settings';
import { PRIVATE_HEADERS } from '@/server/sections/access';
import { assistantSettingsSchema, HELP_MAX_BODY_BYTES } from '@/schemas/help-widget';
import { can } from '@/lib/permissions';


export const GET = route({ access: can('settings.write') }, async ({ db, tenant }) => {
  return Response.json(settingsResponse(await readAssistantSettings(db, tenant.id)), { headers: PRIVATE_HEADERS });
});

export const PUT = route(
  { access: can('settings.write'), body: assistantSettingsSchema, maxBytes: HELP_MAX_BODY_BYTES, rateLimit: { name: 'assistant-settings', per: 'user', max: 60, windowSeconds: 600 } },
  async ({ db, tenant, body }) => {
    return Response.json(await saveAssistantSettings(db, tenant.id, body), { headers: PRIVATE_HEADERS });
  },
);

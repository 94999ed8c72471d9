// GET /api/meetings/meeting-types: the meeting types visitors can book on this site.
import { route } from '@/server/http/route';
import { listMeetingTypes } from '@/server/meetings/meeting-types';

export const GET = route({ access: 'anyone' }, async ({ db, tenant }) => Response.json(await listMeetingTypes(db, { organizationId: tenant.id })));

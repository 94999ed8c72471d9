// The labels of a booking's page and its call: the meetings area, with the messages that take
// values only the browser knows (the time waited, a guest's name) as templates.
import type { AreaLabels } from '@/lib/i18n/island-labels';

export const ROOM_TEMPLATES = ['waitingFor', 'guestWaiting', 'guestWaitingSince', 'timesIn', 'weekOf', 'chooseWhen', 'bookedBody', 'callTitle'] as const;
export type RoomLabels = AreaLabels<'meetings', (typeof ROOM_TEMPLATES)[number]>;

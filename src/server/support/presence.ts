import 'server-only';
// Registers the support area's listener: staff who can answer tickets count as present for live
// support whenever they pass a permission check (decision 041). Imported once at start-up by
// src/instrumentation.ts, and by tests that look at presence.
import { onMemberActivity } from '@/server/auth/member-activity';
import { noteStaffActivity } from './availability';

onMemberActivity('support-presence', (activity) => noteStaffActivity(activity.db, activity));

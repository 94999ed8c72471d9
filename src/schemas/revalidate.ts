// POST /api/revalidate: the editors name the cache tag of their own organisation.
import * as z from 'zod';
import { UUID_SOURCE } from '@/lib/patterns';

/** The whole JSON body: one tag of about forty characters. */
export const REVALIDATE_MAX_BODY_BYTES = 1024;

export const revalidateSchema = z.object({ tag: z.string().regex(new RegExp(`^org-${UUID_SOURCE}$`), 'tag must look like org-{organisation id}') });

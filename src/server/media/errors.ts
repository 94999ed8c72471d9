import 'server-only';
// A refusal about one field, shaped like a schema's answer ({ formErrors, fieldErrors }), so the
// library's upload form shows it beside the field it concerns, as every other form does.
import { ApiError } from '@/server/http/api';

export function fieldError(status: number, field: string, message: string, extra?: Record<string, unknown>): ApiError {
  return new ApiError(status, message, { formErrors: [], fieldErrors: { [field]: [message] }, ...extra });
}

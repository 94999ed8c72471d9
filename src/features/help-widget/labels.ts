// The widget's labels as the launcher receives them from the layout: finished texts, except the
// messages whose values only the browser knows (the reply time the API reports, a result count).
import type { AreaLabels } from '@/lib/i18n/island-labels';

export const WIDGET_TEMPLATES = ['staffOnline', 'staffOffline', 'articlesCount'] as const;

export type WidgetLabels = AreaLabels<'widget', (typeof WIDGET_TEMPLATES)[number]>;

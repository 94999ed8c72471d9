'use client';
// The Help tab: the organisation's FAQ, its help-centre articles and its features, one at a time
// behind a second row of tabs.
import type { HelpWidgetResponse } from '@/schemas/help-widget';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import type { WidgetLabels } from '../labels';
import type { WidgetView } from '../widget-state';
import { FaqView } from './faq-view';
import { KnowledgeView } from './knowledge-view';
import { FeaturesView } from './features-view';

type Props = { data: HelpWidgetResponse; labels: WidgetLabels; view: WidgetView; onShow: (view: WidgetView) => void };

const pane = 'min-h-0 flex-1 overflow-y-auto p-4';

export function HelpViews({ data, labels, view, onShow }: Props) {
  const current = view === 'knowledge-base' || view === 'features' ? view : 'faq';
  return (
    <Tabs value={current} onValueChange={(next) => onShow(next as WidgetView)} className="flex min-h-0 flex-1 flex-col">
      <TabsList aria-label={labels.helpNav} className="shrink-0 bg-gray-50 px-2">
        <TabsTrigger value="faq">{labels.viewFaq}</TabsTrigger>
        <TabsTrigger value="knowledge-base">{labels.viewArticles}</TabsTrigger>
        <TabsTrigger value="features">{labels.viewFeatures}</TabsTrigger>
      </TabsList>
      <TabsContent value="faq" className={pane}>
        <FaqView faq={data.faq} labels={labels} />
      </TabsContent>
      <TabsContent value="knowledge-base" className={pane}>
        <KnowledgeView articles={data.articles} labels={labels} />
      </TabsContent>
      <TabsContent value="features" className={pane}>
        <FeaturesView features={data.features} labels={labels} />
      </TabsContent>
    </Tabs>
  );
}

'use client';
// The heading editor's controls in four tabs: what it says, its button, where things go, and how it
// looks. The editor chooses the tab, so a refused save can show the field in trouble.
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useEditorContext } from '../editor-labels';
import { HeadingButtonFields, HeadingContentFields } from './heading-content-fields';
import type { HeadingDraft } from './heading-draft';
import { HeadingLayoutFields } from './heading-layout-fields';
import { HeadingLookFields } from './heading-look-fields';
import type { HeadingErrors } from './heading-validation';
import type { PageTemplateSections } from './use-page-template-sections';

export type HeadingTab = 'content' | 'button' | 'layout' | 'look';

type Props = {
  tab: HeadingTab;
  onTab: (tab: HeadingTab) => void;
  draft: HeadingDraft;
  update: (patch: Partial<HeadingDraft>) => void;
  errors: HeadingErrors;
  pageSections: PageTemplateSections;
};

export function HeadingFields({ tab, onTab, draft, update, errors, pageSections }: Props) {
  const { editor: labels } = useEditorContext();
  const fields = { draft, update, errors };
  return (
    <Tabs value={tab} onValueChange={(value) => onTab(value as HeadingTab)} className="flex min-h-0 flex-col">
      <TabsList className="mx-4 mt-4">
        <TabsTrigger value="content">{labels.content}</TabsTrigger>
        <TabsTrigger value="button">{labels.headingTabButton}</TabsTrigger>
        <TabsTrigger value="layout">{labels.layout}</TabsTrigger>
        <TabsTrigger value="look">{labels.look}</TabsTrigger>
      </TabsList>
      <TabsContent value="content" className="p-4">
        <HeadingContentFields {...fields} />
      </TabsContent>
      <TabsContent value="button" className="p-4">
        <HeadingButtonFields {...fields} />
      </TabsContent>
      <TabsContent value="layout" className="p-4">
        <HeadingLayoutFields {...fields} pageSections={pageSections} />
      </TabsContent>
      <TabsContent value="look" className="p-4">
        <HeadingLookFields draft={draft} update={update} />
      </TabsContent>
    </Tabs>
  );
}

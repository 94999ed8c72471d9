'use client';
// The FAQs tab: the questions visitors read on the FAQ page, each with its answer (in every
// language offered), an optional category and whether it is shown, in the order dragged.
import { Plus } from 'lucide-react';
import { useEditorContext } from '../editor-labels';
import { plainText } from '../translations';
import { newRecords } from './draft-edits';
import { Badge, RecordList } from './record-list';
import { ADD_BUTTON, LocalizedField, SwitchField, TabHeading, TextField } from './settings-controls';
import { useSettings } from './settings-context';
import type { FaqDraft } from './settings-draft';

export function FaqsTab() {
  const { editor: labels } = useEditorContext();
  const { draft, add } = useSettings();
  const byKey = new Map(draft.faqs.map((faq) => [faq.key, faq]));
  return (
    <div>
      <TabHeading title={labels.gsTabFaqs} subtitle={labels.gsFaqsSubtitle}>
        <button type="button" className={ADD_BUTTON} onClick={() => add('faqs', newRecords.faq())}>
          <Plus className="size-4" aria-hidden="true" />
          {labels.gsAddFaq}
        </button>
      </TabHeading>
      <RecordList
        collection="faqs"
        sortable
        label={labels.gsTabFaqs}
        empty={labels.gsFaqsEmpty}
        keys={draft.faqs.map((faq) => faq.key)}
        name={(key) => plainText(byKey.get(key)?.question)}
        badges={(key) => (byKey.get(key)?.is_displayed === false ? <Badge>{labels.gsHidden}</Badge> : null)}
      >
        {(key) => <FaqFields faq={byKey.get(key)!} />}
      </RecordList>
    </div>
  );
}

function FaqFields({ faq }: { faq: FaqDraft }) {
  const { editor: labels } = useEditorContext();
  const { record } = useSettings();
  const at = `faqs.${faq.key}`;
  const patch = (next: Partial<FaqDraft>, typing = false) => record('faqs', faq.key, next, typing);
  return (
    <>
      <LocalizedField
        path={`${at}.question`}
        label={labels.gsQuestion}
        base={faq.question}
        translations={faq.question_translation}
        onChange={(change) => patch('base' in change ? { question: change.base } : { question_translation: change.translations }, true)}
      />
      <LocalizedField
        path={`${at}.answer`}
        label={labels.gsAnswer}
        multiline
        base={faq.answer}
        translations={faq.answer_translation}
        onChange={(change) => patch('base' in change ? { answer: change.base } : { answer_translation: change.translations }, true)}
      />
      <TextField path={`${at}.category`} label={labels.gsCategory} hint={labels.gsFaqCategoryHint} value={faq.category} onChange={(category) => patch({ category }, true)} />
      <SwitchField path={`${at}.is_displayed`} label={labels.gsShown} checked={faq.is_displayed} onChange={(is_displayed) => patch({ is_displayed })} />
    </>
  );
}

'use client';
// The Cookies tab: the cookie categories visitors choose from, in the order dragged, each with its
// services (name, description, category, on or off). A saved change of either starts a new consent
// policy revision, so every visitor is asked again: said above the list, and again once saved.
// Below, the consent decisions recorded so far (consent-records.tsx).
import { Info, Plus } from 'lucide-react';
import { labelText } from '@/lib/i18n/island-labels';
import { useEditorContext } from '../editor-labels';
import { plainText } from '../translations';
import { ConsentRecords } from './consent-records';
import { newRecords } from './draft-edits';
import { Badge, RecordList } from './record-list';
import { ADD_BUTTON, LocalizedField, SelectField, SwitchField, TabHeading } from './settings-controls';
import { useSettings } from './settings-context';
import type { CategoryDraft, ServiceDraft } from './settings-draft';

export function CookiesTab() {
  const { editor: labels } = useEditorContext();
  const { draft, add } = useSettings();
  const byKey = new Map(draft.cookie_categories.map((category) => [category.key, category]));
  return (
    <div className="space-y-6">
      <div>
        <TabHeading title={labels.gsTabCookies} subtitle={labels.gsCookiesSubtitle}>
          <button type="button" className={ADD_BUTTON} onClick={() => add('cookie_categories', newRecords.category())}>
            <Plus className="size-4" aria-hidden="true" />
            {labels.gsAddCategory}
          </button>
        </TabHeading>
        <p className="mb-4 flex gap-2 rounded-lg bg-sky-50 p-3 text-sm text-sky-950" data-consent-revision-note="">
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {labels.gsCookiesRevisionNote}
        </p>
        <RecordList
          collection="cookie_categories"
          sortable
          label={labels.gsCookieCategories}
          empty={labels.gsCategoriesEmpty}
          keys={draft.cookie_categories.map((category) => category.key)}
          name={(key) => plainText(byKey.get(key)?.name)}
          badges={(key) => <Badge>{labelText(labels.gsServicesCount, { count: draft.cookie_services.filter((service) => service.category_key === key).length })}</Badge>}
        >
          {(key) => <CategoryFields category={byKey.get(key)!} />}
        </RecordList>
      </div>
      <ConsentRecords />
    </div>
  );
}

function CategoryFields({ category }: { category: CategoryDraft }) {
  const { editor: labels } = useEditorContext();
  const { record, draft, add } = useSettings();
  const at = `cookie_categories.${category.key}`;
  const patch = (next: Partial<CategoryDraft>, typing = false) => record('cookie_categories', category.key, next, typing);
  const services = draft.cookie_services.filter((service) => service.category_key === category.key);
  const byKey = new Map(services.map((service) => [service.key, service]));
  return (
    <>
      <LocalizedField path={`${at}.name`} label={labels.gsName} base={category.name} translations={category.name_translation} onChange={(c) => patch('base' in c ? { name: c.base } : { name_translation: c.translations }, true)} />
      <LocalizedField
        path={`${at}.description`}
        label={labels.gsDescription}
        multiline
        base={category.description}
        translations={category.description_translation}
        onChange={(c) => patch('base' in c ? { description: c.base } : { description_translation: c.translations }, true)}
      />
      <section className="space-y-2" aria-label={labels.gsCookieServices}>
        <h4 className="text-sm font-semibold text-gray-900">{labels.gsCookieServices}</h4>
        <RecordList
          collection="cookie_services"
          label={labels.gsCookieServices}
          empty={labels.gsServicesEmpty}
          keys={services.map((service) => service.key)}
          name={(key) => plainText(byKey.get(key)?.name)}
          badges={(key) => (byKey.get(key)?.active === false ? <Badge>{labels.gsInactive}</Badge> : null)}
        >
          {(key) => <ServiceFields service={byKey.get(key)!} />}
        </RecordList>
        <button type="button" className={ADD_BUTTON} onClick={() => add('cookie_services', newRecords.service(category.key))}>
          <Plus className="size-4" aria-hidden="true" />
          {labels.gsAddService}
        </button>
      </section>
    </>
  );
}

function ServiceFields({ service }: { service: ServiceDraft }) {
  const { editor: labels } = useEditorContext();
  const { record, draft } = useSettings();
  const at = `cookie_services.${service.key}`;
  const patch = (next: Partial<ServiceDraft>, typing = false) => record('cookie_services', service.key, next, typing);
  const categories = draft.cookie_categories.map((category) => ({ value: category.key, label: plainText(category.name) || labels.gsUntitled }));
  return (
    <>
      <LocalizedField path={`${at}.name`} label={labels.gsName} base={service.name} translations={service.name_translation} onChange={(c) => patch('base' in c ? { name: c.base } : { name_translation: c.translations }, true)} />
      <LocalizedField
        path={`${at}.description`}
        label={labels.gsDescription}
        multiline
        base={service.description}
        translations={service.description_translation}
        onChange={(c) => patch('base' in c ? { description: c.base } : { description_translation: c.translations }, true)}
      />
      <SelectField path={`${at}.category_key`} label={labels.gsCategory} value={service.category_key} options={categories} onChange={(category_key) => patch({ category_key })} />
      <SwitchField path={`${at}.active`} label={labels.gsActive} checked={service.active} onChange={(active) => patch({ active })} />
    </>
  );
}

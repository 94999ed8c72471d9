'use client';
// The Features tab: what the organisation offers, each with a name and description (in every
// language offered), an icon's name or a picture, and whether it is shown, in the order dragged.
import { Plus } from 'lucide-react';
import { useEditorContext } from '../editor-labels';
import { plainText } from '../translations';
import { newRecords } from './draft-edits';
import { ImageField } from './image-field';
import { Badge, RecordList } from './record-list';
import { ADD_BUTTON, LocalizedField, SwitchField, TabHeading, TextField } from './settings-controls';
import { useSettings } from './settings-context';
import type { FeatureDraft } from './settings-draft';

export function FeaturesTab() {
  const { editor: labels } = useEditorContext();
  const { draft, add } = useSettings();
  const byKey = new Map(draft.features.map((feature) => [feature.key, feature]));
  return (
    <div>
      <TabHeading title={labels.gsTabFeatures} subtitle={labels.gsFeaturesSubtitle}>
        <button type="button" className={ADD_BUTTON} onClick={() => add('features', newRecords.feature())}>
          <Plus className="size-4" aria-hidden="true" />
          {labels.gsAddFeature}
        </button>
      </TabHeading>
      <RecordList
        collection="features"
        sortable
        label={labels.gsTabFeatures}
        empty={labels.gsFeaturesEmpty}
        keys={draft.features.map((feature) => feature.key)}
        name={(key) => plainText(byKey.get(key)?.name)}
        badges={(key) => (byKey.get(key)?.is_displayed === false ? <Badge>{labels.gsHidden}</Badge> : null)}
      >
        {(key) => <FeatureFields feature={byKey.get(key)!} />}
      </RecordList>
    </div>
  );
}

function FeatureFields({ feature }: { feature: FeatureDraft }) {
  const { editor: labels } = useEditorContext();
  const { record } = useSettings();
  const at = `features.${feature.key}`;
  const patch = (next: Partial<FeatureDraft>, typing = false) => record('features', feature.key, next, typing);
  return (
    <>
      <LocalizedField
        path={`${at}.name`}
        label={labels.gsName}
        base={feature.name}
        translations={feature.name_translation}
        onChange={(change) => patch('base' in change ? { name: change.base } : { name_translation: change.translations }, true)}
      />
      <LocalizedField
        path={`${at}.description`}
        label={labels.gsDescription}
        multiline
        base={feature.description}
        translations={feature.description_translation}
        onChange={(change) => patch('base' in change ? { description: change.base } : { description_translation: change.translations }, true)}
      />
      <TextField path={`${at}.icon_name`} label={labels.gsIcon} hint={labels.gsIconHint} value={feature.icon_name} onChange={(icon_name) => patch({ icon_name }, true)} />
      <ImageField path={`${at}.image`} label={labels.gsImage} value={feature.image} onChange={(image) => patch({ image })} />
      <SwitchField path={`${at}.is_displayed`} label={labels.gsShown} checked={feature.is_displayed} onChange={(is_displayed) => patch({ is_displayed })} />
    </>
  );
}

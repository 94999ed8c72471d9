'use client';
// The Template Section editor's controls, in three tabs: what the section says, how it is laid out,
// and how it looks. Every choice comes from the closed lists the server also checks.
import { useId } from 'react';
import { Switch } from '@/components/ui/switch';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ToggleGroup, ToggleGroupItem } from '@/components/ui/toggle-group';
import { SECTION_TYPES, TEXT_STYLE_VARIANTS, type SectionType, type TextStyleVariant } from '@/lib/enums';
import { labelText } from '@/lib/i18n/island-labels';
import { IMAGE_HEIGHTS, type ImageHeight } from '@/lib/tokens';
import { useEditorContext } from '../editor-labels';
import { useEditedLanguage } from '../edited-language';
import { TranslationMark } from '../translation-status';
import { isDefaultLanguage, localizedPatch, plainText, textFor } from '../translations';
import { BackgroundFields } from '../shared/background-fields';
import { Field, INPUT, SwitchRow } from '../shared/field';
import { RichTextInput } from '../shared/rich-text-input';
import { titleAlignment, withTitleAlignment, type SectionDraft, type TitleAlignment } from './section-draft';
import { HEIGHT_LABELS, STYLE_LABELS, TYPE_LABELS } from './section-field-labels';

type Props = {
  draft: SectionDraft;
  update: (patch: Partial<SectionDraft>) => void;
  titleError: string | null;
  metrics: React.ReactNode;
};

export function SectionFields({ draft, update, titleError, metrics }: Props) {
  const { editor: labels } = useEditorContext();
  const language = useEditedLanguage();
  // In another language the fields edit its translation; blank, the page shows the default text.
  const fallback = (base: string) => (isDefaultLanguage(language) ? undefined : plainText(base) || undefined);
  const id = useId();
  const ids = { type: `${id}-type`, title: `${id}-title`, titleError: `${id}-title-error`, description: `${id}-description`, style: `${id}-style`, height: `${id}-height`, full: `${id}-full`, slider: `${id}-slider` };
  return (
    <Tabs defaultValue="content" className="flex min-h-0 flex-col">
      <TabsList className="mx-4 mt-4">
        <TabsTrigger value="content">{labels.content}</TabsTrigger>
        <TabsTrigger value="layout">{labels.layout}</TabsTrigger>
        <TabsTrigger value="look">{labels.look}</TabsTrigger>
      </TabsList>
      <TabsContent value="content" className="space-y-5 p-4">
        <Field label={labels.sectionType} htmlFor={ids.type}>
          <select id={ids.type} className={INPUT} value={draft.section_type} onChange={(event) => update({ section_type: event.target.value as SectionType })}>
            {SECTION_TYPES.map((type) => (
              <option key={type} value={type}>
                {labels[TYPE_LABELS[type]]}
              </option>
            ))}
          </select>
        </Field>
        <Field
          label={labels.title}
          htmlFor={ids.title}
          error={titleError}
          errorId={ids.titleError}
          mark={<TranslationMark field="section_title" base={draft.section_title} translations={draft.section_title_translation} />}
        >
          <input
            id={ids.title}
            className={INPUT}
            value={textFor(draft.section_title, draft.section_title_translation, language)}
            placeholder={fallback(draft.section_title)}
            lang={language.locale}
            maxLength={500}
            aria-invalid={titleError ? true : undefined}
            aria-describedby={titleError ? ids.titleError : undefined}
            onChange={(event) => update(localizedPatch(draft, 'section_title', 'section_title_translation', language, event.target.value))}
          />
        </Field>
        <div className="space-y-1.5">
          <span id={`${ids.description}-label`} className="block text-sm font-medium text-gray-800">
            {labels.description}
          </span>
          <RichTextInput
            id={ids.description}
            labelledBy={`${ids.description}-label`}
            value={textFor(draft.section_description, draft.section_description_translation, language)}
            placeholder={fallback(draft.section_description)}
            lang={language.locale}
            onChange={(html) => update(localizedPatch(draft, 'section_description', 'section_description_translation', language, html))}
          />
          <TranslationMark field="section_description" base={draft.section_description} translations={draft.section_description_translation} />
        </div>
        {metrics}
      </TabsContent>
      <TabsContent value="layout" className="space-y-5 p-4">
        <Field label={labels.titleAlignment}>
          <ToggleGroup type="single" aria-label={labels.titleAlignment} value={titleAlignment(draft)} onValueChange={(value) => value && update(withTitleAlignment(value as TitleAlignment))}>
            <ToggleGroupItem value="left">{labels.alignLeft}</ToggleGroupItem>
            <ToggleGroupItem value="center">{labels.alignCenter}</ToggleGroupItem>
            <ToggleGroupItem value="right">{labels.alignRight}</ToggleGroupItem>
          </ToggleGroup>
        </Field>
        <SwitchRow label={<label htmlFor={ids.full} className="text-sm font-medium text-gray-800">{labels.fullWidth}</label>}>
          <Switch id={ids.full} checked={draft.is_full_width} onCheckedChange={(on) => update({ is_full_width: on })} />
        </SwitchRow>
        <SwitchRow label={<label htmlFor={ids.slider} className="text-sm font-medium text-gray-800">{labels.slider}</label>}>
          <Switch id={ids.slider} checked={draft.is_slider} onCheckedChange={(on) => update({ is_slider: on })} />
        </SwitchRow>
        <Field label={labels.gridColumns}>
          <ToggleGroup type="single" aria-label={labels.gridColumns} value={String(draft.grid_columns)} onValueChange={(value) => value && update({ grid_columns: Number(value) })}>
            {[1, 2, 3, 4, 5, 6].map((columns) => (
              <ToggleGroupItem key={columns} value={String(columns)} className="w-10">
                {columns}
              </ToggleGroupItem>
            ))}
          </ToggleGroup>
        </Field>
        <Field label={labels.imagePosition}>
          <ToggleGroup type="single" aria-label={labels.imagePosition} value={draft.is_image_bottom ? 'bottom' : 'top'} onValueChange={(value) => value && update({ is_image_bottom: value === 'bottom' })}>
            <ToggleGroupItem value="top">{labels.imageTop}</ToggleGroupItem>
            <ToggleGroupItem value="bottom">{labels.imageBottom}</ToggleGroupItem>
          </ToggleGroup>
        </Field>
        <Field label={labels.imageHeight} htmlFor={ids.height}>
          <select id={ids.height} className={INPUT} value={draft.image_metrics_height} onChange={(event) => update({ image_metrics_height: event.target.value as ImageHeight })}>
            {(Object.keys(IMAGE_HEIGHTS) as ImageHeight[]).map((height) => (
              <option key={height} value={height}>
                {labels[HEIGHT_LABELS[height]]} · {labelText(labels.pixels, { value: IMAGE_HEIGHTS[height].px })}
              </option>
            ))}
          </select>
        </Field>
      </TabsContent>
      <TabsContent value="look" className="space-y-5 p-4">
        <BackgroundFields value={draft} update={update} />
        <Field label={labels.textStyle} htmlFor={ids.style}>
          <select id={ids.style} className={INPUT} value={draft.text_style_variant} onChange={(event) => update({ text_style_variant: event.target.value as TextStyleVariant })}>
            {TEXT_STYLE_VARIANTS.map((variant) => (
              <option key={variant} value={variant}>
                {labels[STYLE_LABELS[variant]]}
              </option>
            ))}
          </select>
        </Field>
      </TabsContent>
    </Tabs>
  );
}

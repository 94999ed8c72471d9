'use client';
// The style of the header or footer (editing-layer spec §3 "Header style", "Footer style", §5, §9):
// the style itself as a choice of named cards (ring_card_mini shown as Ring Card; the footer's
// layouts with the spec's aliases), and a settings panel with its colours, and for the header the
// menu's width, text or icon entries and the logo's height. Only admins change it; others see it.
import { useId, useState } from 'react';
import { ChevronDown } from 'lucide-react';
import { ToggleGroup, ToggleGroupItem } from '@/components/ui/toggle-group';
import { FOOTER_STYLE_TYPES, HEADER_STYLE_TYPES } from '@/lib/enums';
import { LOGO_HEIGHTS, MENU_WIDTHS } from '@/lib/tokens';
import type { FooterStyleView, HeaderStyleView } from '@/schemas/organization-settings';
import { useEditorContext } from '../editor-labels';
import { BackgroundFields, type Background } from '../shared/background-fields';
import { ColorSelect } from '../shared/color-select';
import { Field, INPUT } from '../shared/field';
import type { Placement, StyleView } from './chrome-draft';
import { TYPE_LABELS } from './chrome-history';


type Props = { placement: Placement; style: StyleView; update: (style: StyleView) => void; readOnly: boolean };

export function StylePanel({ placement, style, update, readOnly }: Props) {
  const { editor: labels } = useEditorContext();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const types = placement === 'header' ? HEADER_STYLE_TYPES : FOOTER_STYLE_TYPES;
  const set = (patch: Partial<HeaderStyleView> | Partial<FooterStyleView>) => update({ ...style, ...patch } as StyleView);
  return (
    <section aria-labelledby={`${panelId}-title`} className="space-y-3" data-chrome-style="">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`${panelId}-title`} className="text-base font-semibold text-gray-900">
          {labels.chromeStyle}
        </h3>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
          className="inline-flex items-center gap-1 rounded-lg border border-gray-300 px-3 py-1.5 text-sm font-medium text-gray-800 hover:bg-gray-50"
        >
          {labels.chromeStyleSettings}
          <ChevronDown className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} aria-hidden="true" />
        </button>
      </div>
      {readOnly && <p className="text-sm text-gray-700">{labels.chromeStyleAdminsOnly}</p>}
      <ToggleGroup
        type="single"
        aria-label={labels.chromeStyle}
        value={style.type}
        disabled={readOnly}
        onValueChange={(type) => type && set({ type } as Partial<StyleView>)}
        className="flex flex-wrap gap-2"
      >
        {types.map((type) => (
          <ToggleGroupItem key={type} value={type} data-chrome-type={type}>
            {labels[TYPE_LABELS[type]!]}
          </ToggleGroupItem>
        ))}
      </ToggleGroup>
      <fieldset id={panelId} hidden={!open} disabled={readOnly} className="grid gap-4 rounded-xl border border-gray-200 p-4 md:grid-cols-2">
        <legend className="sr-only">{labels.chromeStyleSettings}</legend>
        <div className="space-y-3">
          <BackgroundFields
            keepGradient
            value={{ is_gradient: style.is_gradient, gradient: style.gradient ?? null, background_color: style.background }}
            update={(patch: Partial<Background>) =>
              set({
                ...(patch.background_color !== undefined ? { background: patch.background_color } : {}),
                ...(patch.is_gradient !== undefined ? { is_gradient: patch.is_gradient } : {}),
                ...(patch.gradient ? { gradient: { from: patch.gradient.from, to: patch.gradient.to, ...(patch.gradient.via ? { via: patch.gradient.via } : {}) } } : {}),
              })
            }
          />
        </div>
        <div className="space-y-3">
          <ColorSelect label={labels.chromeTextColor} value={style.color} onChange={(color) => set({ color })} />
          <ColorSelect label={labels.chromeHoverColor} value={style.color_hover} onChange={(color_hover) => set({ color_hover })} />
          {placement === 'header' && 'menu_width' in style && <HeaderOnly style={style} set={set} />}
        </div>
      </fieldset>
    </section>
  );
}

function HeaderOnly({ style, set }: { style: HeaderStyleView; set: (patch: Partial<HeaderStyleView>) => void }) {
  const { editor: labels } = useEditorContext();
  const id = useId();
  return (
    <>
      <Field label={labels.chromeMenuWidth} htmlFor={`${id}-width`}>
        <select id={`${id}-width`} className={INPUT} value={style.menu_width} onChange={(event) => set({ menu_width: event.target.value as HeaderStyleView['menu_width'] })}>
          {Object.entries(MENU_WIDTHS).map(([width, pixels]) => (
            <option key={width} value={width}>{`${width} (${pixels} px)`}</option>
          ))}
        </select>
      </Field>
      <Field label={labels.chromeItemsAs}>
        <ToggleGroup type="single" aria-label={labels.chromeItemsAs} value={style.menu_items_are_text ? 'text' : 'icons'} onValueChange={(value) => value && set({ menu_items_are_text: value === 'text' })}>
          <ToggleGroupItem value="text">{labels.chromeItemsText}</ToggleGroupItem>
          <ToggleGroupItem value="icons">{labels.chromeItemsIcons}</ToggleGroupItem>
        </ToggleGroup>
      </Field>
      <Field label={labels.chromeLogoHeight} htmlFor={`${id}-logo`}>
        <select id={`${id}-logo`} className={INPUT} value={style.logo_height} onChange={(event) => set({ logo_height: event.target.value as HeaderStyleView['logo_height'] })}>
          {Object.entries(LOGO_HEIGHTS).map(([height, pixels]) => (
            <option key={height} value={height}>{`${pixels} px`}</option>
          ))}
        </select>
      </Field>
    </>
  );
}

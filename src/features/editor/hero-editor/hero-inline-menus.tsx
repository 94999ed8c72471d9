'use client';
// What the hover menu of each part of the preview offers (spec §2: alignment, size, weight and
// gradient), each control writing the same working copy as the toolbar's panels. The hero record
// decides what each part has (§3): one alignment for the whole text block, offered on the title and
// the description; a weight only for the description; a gradient for the title and the button.
import { AlignCenter, AlignLeft, AlignRight, Pencil } from 'lucide-react';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { ToggleGroup, ToggleGroupItem } from '@/components/ui/toggle-group';
import { Tooltip } from '@/components/ui/tooltip';
import { alignment, HERO_DEFAULTS, heroImage } from '@/features/hero/hero-style';
import { labelText } from '@/lib/i18n/island-labels';
import { HERO_ALIGNMENTS, HERO_DESCRIPTION_SIZES, HERO_TITLE_SIZES, HERO_WEIGHTS } from '@/schemas/hero';
import { useEditorContext } from '../editor-labels';
import { SwitchField } from './hero-controls';
import { withButtonGradient, withTitleGradient, type HeroDraft } from './hero-draft';
import { sizeOptions } from './hero-inline-sizes';
import type { PanelProps } from './hero-panels';

export type Breakpoint = 'desktop' | 'mobile';
export type ToolsProps = PanelProps & { breakpoint: Breakpoint; onEditText: () => void };

// `!`: a square item, where the toggle's own padding would squeeze the icon.
const ICON_ITEM = 'size-8 p-0!';
/** One row of tools; on a phone it wraps within the screen. */
const ROW = 'flex max-w-[calc(100vw-2.5rem)] flex-wrap items-center gap-2';
// Each icon's name is its aria-label; the tooltip (on a wrapper, as it sets its own data-state,
// which the toggle's pressed look reads) shows it to the eye.
const ALIGN_ICONS = { left: AlignLeft, center: AlignCenter, right: AlignRight } as const;
const WEIGHT_CLASSES = { normal: 'font-normal', medium: 'font-medium', semibold: 'font-semibold', bold: 'font-bold' } as const;

function AlignmentTools({ draft, update }: PanelProps) {
  const { editor: labels } = useEditorContext();
  const style = draft.title_style;
  const position = heroImage(draft.image, draft.image_style)?.position;
  const current = alignment(style.alignment, position === 'left' || position === 'right').name;
  const names = { left: labels.heroLeft, center: labels.heroCenter, right: labels.heroRight };
  return (
    <ToggleGroup type="single" aria-label={labels.heroAlignment} value={current} onValueChange={(value) => value && update({ title_style: { ...style, alignment: value as (typeof HERO_ALIGNMENTS)[number] } })}>
      {HERO_ALIGNMENTS.map((value) => {
        const Icon = ALIGN_ICONS[value];
        return (
          <Tooltip key={value} label={names[value]}>
            <span className="inline-flex">
              <ToggleGroupItem value={value} aria-label={names[value]} className={ICON_ITEM}>
                <Icon className="size-4" aria-hidden="true" />
              </ToggleGroupItem>
            </span>
          </Tooltip>
        );
      })}
    </ToggleGroup>
  );
}

type SizeProps = { label: string; value: string; allowed: readonly string[]; onChange: (value: string) => void };

function SizeSelect({ label, value, allowed, onChange }: SizeProps) {
  const { editor: labels } = useEditorContext();
  const choices = sizeOptions(allowed, value, (px) => labelText(labels.pixels, { value: px }));
  return (
    <Select value={value} onValueChange={onChange}>
      {/* `!`: the trigger fills its form row by default; here it sits in a row of tools. */}
      <SelectTrigger aria-label={label} className="h-9 w-32! py-1">
        <SelectValue />
      </SelectTrigger>
      <SelectContent data-hero-menu="">
        {choices.map((choice) => (
          <SelectItem key={choice.value} value={choice.value}>
            {choice.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

function EditTextButton({ onEditText }: { onEditText: () => void }) {
  const { editor: labels } = useEditorContext();
  return (
    <button type="button" className="inline-flex h-9 items-center gap-1.5 rounded-lg px-3 text-sm font-medium text-gray-800 ring-1 ring-gray-300 hover:bg-gray-50" onClick={onEditText}>
      <Pencil className="size-4" aria-hidden="true" />
      {labels.heroEditText}
    </button>
  );
}

const sizeLabel = (labels: { heroSizeDesktop: string; heroSizeMobile: string }, breakpoint: Breakpoint) => (breakpoint === 'desktop' ? labels.heroSizeDesktop : labels.heroSizeMobile);

export function TitleTools({ draft, update, breakpoint, onEditText }: ToolsProps) {
  const { editor: labels } = useEditorContext();
  const style = draft.title_style;
  const fallback = breakpoint === 'desktop' ? HERO_DEFAULTS.titleDesktop : HERO_DEFAULTS.titleMobile;
  return (
    <div className={ROW}>
      <AlignmentTools draft={draft} update={update} />
      <SizeSelect
        label={sizeLabel(labels, breakpoint)}
        value={style.size?.[breakpoint] ?? fallback}
        allowed={HERO_TITLE_SIZES}
        onChange={(value) => update({ title_style: { ...style, size: { ...style.size, [breakpoint]: value } } })}
      />
      <div className="px-1">
        <SwitchField label={labels.heroTitleGradient} checked={style.is_gradient === true} onChange={(on) => update({ title_style: withTitleGradient(style, on) })} />
      </div>
      <EditTextButton onEditText={onEditText} />
    </div>
  );
}

export function DescriptionTools({ draft, update, breakpoint, onEditText }: ToolsProps) {
  const { editor: labels } = useEditorContext();
  const style = draft.description_style;
  const fallback = breakpoint === 'desktop' ? HERO_DEFAULTS.descriptionDesktop : HERO_DEFAULTS.descriptionMobile;
  const weights = { normal: labels.heroWeightNormal, medium: labels.heroWeightMedium, semibold: labels.heroWeightSemibold, bold: labels.heroWeightBold };
  return (
    <div className={ROW}>
      <AlignmentTools draft={draft} update={update} />
      <SizeSelect
        label={sizeLabel(labels, breakpoint)}
        value={style.size?.[breakpoint] ?? fallback}
        allowed={HERO_DESCRIPTION_SIZES}
        onChange={(value) => update({ description_style: { ...style, size: { ...style.size, [breakpoint]: value } } })}
      />
      <ToggleGroup type="single" aria-label={labels.heroWeight} value={style.weight ?? 'normal'} onValueChange={(value) => value && update({ description_style: { ...style, weight: value } })}>
        {HERO_WEIGHTS.map((value) => (
          <Tooltip key={value} label={weights[value]}>
            <span className="inline-flex">
              <ToggleGroupItem value={value} aria-label={weights[value]} className={ICON_ITEM}>
                <span aria-hidden="true" className={WEIGHT_CLASSES[value]}>
                  Aa
                </span>
              </ToggleGroupItem>
            </span>
          </Tooltip>
        ))}
      </ToggleGroup>
      <EditTextButton onEditText={onEditText} />
    </div>
  );
}

export function ButtonTools({ draft, update }: PanelProps) {
  const { editor: labels } = useEditorContext();
  const style = draft.button_style;
  return (
    <div className="w-64">
      <SwitchField label={labels.heroButtonAbove} checked={style.aboveDescription === true} onChange={(on) => update({ button_style: { ...style, aboveDescription: on } })} />
      <SwitchField label={labels.heroButtonVideo} checked={style.isVideo === true} onChange={(on) => update({ button_style: { ...style, isVideo: on } })} />
      <SwitchField label={labels.heroButtonGradient} checked={Boolean(style.gradient?.from)} onChange={(on) => update({ button_style: withButtonGradient(style, on) })} />
    </div>
  );
}

const POSITIONS = ['left', 'right', 'inline', 'background'] as const;

export function ImageTools({ draft, update }: PanelProps) {
  const { editor: labels } = useEditorContext();
  const style = draft.image_style;
  const names = { left: labels.heroLeft, right: labels.heroRight, background: labels.heroBackgroundPos, inline: labels.heroInline };
  return (
    <ToggleGroup type="single" aria-label={labels.heroPosition} value={style.position ?? 'right'} onValueChange={(value) => value && update({ image_style: { ...style, position: value as HeroDraft['image_style']['position'] } })}>
      {POSITIONS.map((value) => (
        <ToggleGroupItem key={value} value={value}>
          {names[value]}
        </ToggleGroupItem>
      ))}
    </ToggleGroup>
  );
}

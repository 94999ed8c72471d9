'use client';
// The Banners tab: the announcements at the edges of the site's pages, each previewed live as
// visitors will see it (banner-preview.tsx). Every field of a banner (spec §3): where it sits, whether
// visitors can close it and for how long (read by the site's own parser, its meaning shown), the
// panel it opens into, its text, icon, link and colours, the countdown to its end, the pages it
// shows on, whether it is on, and whether it is fixed above the header.
import { Plus } from 'lucide-react';
import { labelText } from '@/lib/i18n/island-labels';
import { BANNER_OPEN_STATES, BANNER_POSITIONS } from '@/lib/enums';
import { panelLayout } from '@/lib/banners';
import { useEditorContext } from '../editor-labels';
import { plainText } from '../translations';
import { BannerContentFields } from './banner-content-fields';
import { BannerPreview } from './banner-preview';
import { newRecords } from './draft-edits';
import { dismissalMeaning, fromLocalInput, toLocalInput } from './local-time';
import { Badge, RecordList } from './record-list';
import { ADD_BUTTON, SelectField, SwitchField, TabHeading, TextField } from './settings-controls';
import { useSettings } from './settings-context';
import type { BannerDraft } from './settings-draft';

export function BannersTab() {
  const { editor: labels } = useEditorContext();
  const { draft, add } = useSettings();
  const byKey = new Map(draft.banners.map((banner) => [banner.key, banner]));
  return (
    <div>
      <TabHeading title={labels.gsTabBanners} subtitle={labels.gsBannersSubtitle}>
        <button type="button" className={ADD_BUTTON} onClick={() => add('banners', newRecords.banner())}>
          <Plus className="size-4" aria-hidden="true" />
          {labels.gsAddBanner}
        </button>
      </TabHeading>
      <RecordList
        collection="banners"
        label={labels.gsTabBanners}
        empty={labels.gsBannersEmpty}
        keys={draft.banners.map((banner) => banner.key)}
        name={(key) => plainText(byKey.get(key)?.text)}
        badges={(key) => (byKey.get(key)?.is_enabled === false ? <Badge>{labels.gsDisabled}</Badge> : null)}
      >
        {(key) => <BannerFields banner={byKey.get(key)!} />}
      </RecordList>
    </div>
  );
}

function BannerFields({ banner }: { banner: BannerDraft }) {
  const { editor: labels, locale } = useEditorContext();
  const { record } = useSettings();
  const at = `banners.${banner.key}`;
  const patch = (next: Partial<BannerDraft>, typing = false) => record('banners', banner.key, next, typing);
  const edges = { top: labels.gsEdgeTop, bottom: labels.gsEdgeBottom, left: labels.gsEdgeLeft, right: labels.gsEdgeRight };
  const percent = new Intl.NumberFormat(locale, { style: 'percent' });
  const openLabel = (state: string) => {
    const layout = panelLayout(state);
    if (layout.kind === 'none') return labels.gsOpenAbsent;
    if (layout.kind === 'full') return labels.gsOpenFull;
    return labelText(labels.gsOpenEdge, { edge: edges[layout.edge], size: percent.format(layout.percent / 100) });
  };
  const dismissal = dismissalMeaning(banner.dismissal_duration, locale);
  return (
    <>
      <BannerPreview banner={banner} />
      <SwitchField path={`${at}.is_enabled`} label={labels.gsEnabled} checked={banner.is_enabled} onChange={(is_enabled) => patch({ is_enabled })} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField path={`${at}.position`} label={labels.gsBannerPosition} value={banner.position} options={BANNER_POSITIONS.map((value) => ({ value, label: edges[value] }))} onChange={(position) => patch({ position })} />
        <SelectField
          path={`${at}.type`}
          label={labels.gsBannerType}
          value={banner.type}
          options={[{ value: 'permanent', label: labels.gsBannerPermanent }, { value: 'closed', label: labels.gsBannerClosable }]}
          onChange={(type) => patch({ type })}
        />
      </div>
      <SwitchField path={`${at}.is_fixed_above_navbar`} label={labels.gsFixedAboveHeader} hint={labels.gsFixedAboveHeaderHint} checked={banner.is_fixed_above_navbar} onChange={(is_fixed_above_navbar) => patch({ is_fixed_above_navbar })} />
      <BannerContentFields banner={banner} patch={patch} />
      <SelectField path={`${at}.open_state`} label={labels.gsOpenState} hint={labels.gsOpenStateHint} value={banner.open_state} options={BANNER_OPEN_STATES.map((value) => ({ value, label: openLabel(value) }))} onChange={(open_state) => patch({ open_state })} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          path={`${at}.end_date_promotion`}
          label={labels.gsCountdownEnd}
          type="datetime-local"
          value={toLocalInput(banner.end_date_promotion)}
          onChange={(value) => patch({ end_date_promotion: fromLocalInput(value) })}
        />
        <div className="sm:pt-6">
          <SwitchField path={`${at}.end_date_promotion_is_displayed`} label={labels.gsCountdownShown} checked={banner.end_date_promotion_is_displayed} onChange={(end_date_promotion_is_displayed) => patch({ end_date_promotion_is_displayed })} />
        </div>
      </div>
      <TextField
        path={`${at}.dismissal_duration`}
        label={labels.gsDismissal}
        placeholder="7 days"
        value={banner.dismissal_duration}
        onChange={(dismissal_duration) => patch({ dismissal_duration }, true)}
        hint={
          <span data-dismissal-meaning={dismissal.state}>
            {labels.gsDismissalFormat}
            {dismissal.state !== 'unreadable' && ` ${labelText(dismissal.state === 'readable' ? labels.gsDismissalMeans : labels.gsDismissalFallback, { duration: dismissal.words })}`}
            {banner.type !== 'closed' && ` ${labels.gsDismissalOnlyClosable}`}
          </span>
        }
      />
      <TextField path={`${at}.page_paths`} label={labels.gsPagePaths} hint={labels.gsPagePathsHint} multiline value={banner.page_paths} onChange={(page_paths) => patch({ page_paths }, true)} />
    </>
  );
}

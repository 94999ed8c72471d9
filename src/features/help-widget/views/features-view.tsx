'use client';
// The organisation's features with their icons: a few product pictures the menu's list lacks, then
// the menu's list; a name neither knows shows a neutral sparkle rather than the menu's map.
import { Activity, Clock, GitPullRequest, KeyRound, Lock, Receipt, ShieldCheck, Sparkles, Undo2, UserCheck, type LucideIcon } from 'lucide-react';
import type { HelpWidgetResponse } from '@/schemas/help-widget';
import { MenuIcon } from '@/features/site-chrome/menu-icon';
import { FALLBACK_ICON, iconKey, normalizeIconName } from '@/features/site-chrome/menu-icons';
import type { WidgetLabels } from '../labels';

const FEATURE_ICONS: Record<string, LucideIcon> = {
  activity: Activity, clock: Clock, 'git-pull-request': GitPullRequest, key: KeyRound, lock: Lock, receipt: Receipt,
  'shield-check': ShieldCheck, undo: Undo2, 'user-check': UserCheck,
};

function FeatureIcon({ name }: { name: string | null }) {
  const Own = FEATURE_ICONS[normalizeIconName(name ?? '')];
  if (Own) return <Own className="size-5" aria-hidden="true" />;
  const key = iconKey(name);
  if (key === FALLBACK_ICON && normalizeIconName(name ?? '') !== FALLBACK_ICON) return <Sparkles className="size-5" aria-hidden="true" />;
  return <MenuIcon name={key} className="size-5" />;
}

export function FeaturesView({ features, labels }: { features: HelpWidgetResponse['features']; labels: WidgetLabels }) {
  if (features.length === 0) return <p className="text-sm text-gray-700">{labels.featuresEmpty}</p>;
  return (
    <ul className="space-y-3">
      {features.map((feature) => (
        <li key={feature.id} className="flex gap-3 rounded-xl border border-gray-200 p-3">
          <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-gray-100 text-[var(--accent)]">
            <FeatureIcon name={feature.icon_name} />
          </span>
          <span>
            <span className="block text-sm font-semibold text-gray-900">{feature.name}</span>
            {feature.description && <span className="mt-0.5 block text-sm text-gray-700">{feature.description}</span>}
          </span>
        </li>
      ))}
    </ul>
  );
}

'use client';
// The two tabs of the privacy settings dialog: a switch per category (all its services at once) and
// a switch per service. Switches of the essential category are on and disabled, with "Always on".
import { useId } from 'react';
import { Switch } from '@/components/ui/switch';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import type { ConsentLabels } from '@/lib/consent-config';
import { categoryChosen, toggleCategory } from '@/lib/consent-rules';
import type { CookieCategoryResponse } from '@/schemas/consent';
import { SiteStorageList } from './site-storage-list';

type Props = {
  categories: CookieCategoryResponse[];
  chosen: Set<string>;
  onChange: (next: Set<string>) => void;
  labels: ConsentLabels;
};

function Row({ id, name, description, checked, locked, alwaysOn, onToggle }: { id: string; name: string; description: string; checked: boolean; locked: boolean; alwaysOn: string; onToggle: (on: boolean) => void }) {
  const descriptionId = `${id}-description`;
  return (
    <li className="flex items-start justify-between gap-4 py-3">
      <div className="min-w-0">
        <label htmlFor={id} className="font-medium text-gray-900">
          {name}
        </label>
        {description && (
          <p id={descriptionId} className="mt-0.5 text-sm text-gray-600">
            {description}
          </p>
        )}
        {locked && <p className="mt-1 text-xs font-semibold tracking-wide text-gray-700 uppercase">{alwaysOn}</p>}
      </div>
      <Switch id={id} checked={checked} disabled={locked} onCheckedChange={onToggle} aria-describedby={description ? descriptionId : undefined} className="mt-1" />
    </li>
  );
}

export function ConsentChoices({ categories, chosen, onChange, labels }: Props) {
  const prefix = useId();
  return (
    <Tabs defaultValue="categories">
      <TabsList>
        <TabsTrigger value="categories">{labels.tabCategories}</TabsTrigger>
        <TabsTrigger value="services">{labels.tabServices}</TabsTrigger>
      </TabsList>
      <TabsContent value="categories" className="max-h-[45vh] overflow-y-auto">
        <ul className="divide-y divide-gray-100">
          {categories.map((category) => (
            <Row
              key={category.id}
              id={`${prefix}-c-${category.id}`}
              name={category.name}
              description={category.description}
              checked={categoryChosen(category, chosen)}
              locked={category.essential}
              alwaysOn={labels.alwaysOn}
              onToggle={(on) => onChange(toggleCategory(category, chosen, on))}
            />
          ))}
        </ul>
      </TabsContent>
      <TabsContent value="services" className="max-h-[45vh] overflow-y-auto">
        {categories.map((category) => (
          <section key={category.id} aria-labelledby={`${prefix}-h-${category.id}`} className="mb-3">
            <h3 id={`${prefix}-h-${category.id}`} className="text-sm font-semibold text-gray-700">
              {category.name}
            </h3>
            {category.cookie_service.length === 0 ? (
              <p className="py-2 text-sm text-gray-600">{labels.noServices}</p>
            ) : (
              <ul className="divide-y divide-gray-100">
                {category.cookie_service.map((service) => (
                  <Row
                    key={service.id}
                    id={`${prefix}-s-${service.id}`}
                    name={service.name}
                    description={service.description}
                    checked={category.essential || chosen.has(service.id)}
                    locked={category.essential}
                    alwaysOn={labels.alwaysOn}
                    onToggle={(on) => {
                      const next = new Set(chosen);
                      if (on) next.add(service.id);
                      else next.delete(service.id);
                      onChange(next);
                    }}
                  />
                ))}
              </ul>
            )}
            {category.site_storage && category.site_storage.length > 0 && (
              <SiteStorageList items={category.site_storage} labels={labels} headingId={`${prefix}-st-${category.id}`} />
            )}
          </section>
        ))}
      </TabsContent>
    </Tabs>
  );
}

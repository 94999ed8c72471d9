'use client';
// The Menu tab: the site's menu items with their sub-items, as saved: each name, its address and
// where it shows (the header, the footer). The menu is edited in the header and footer editors,
// which the buttons open in place of this one (unsaved changes here are asked about first).
import { Pencil } from 'lucide-react';
import { useEditorContext } from '../editor-labels';
import { Badge } from './record-list';
import { ADD_BUTTON, TabHeading } from './settings-controls';
import { useSettings } from './settings-context';

export function MenuTab() {
  const { editor: labels } = useEditorContext();
  const { data, leaveTo } = useSettings();
  const items = data.menu_items ?? [];
  return (
    <div>
      <TabHeading title={labels.gsTabMenu} subtitle={labels.gsMenuSubtitle}>
        <div className="flex flex-wrap gap-2">
          <button type="button" className={ADD_BUTTON} onClick={() => leaveTo({ kind: 'header', mode: 'manage' })}>
            <Pencil className="size-4" aria-hidden="true" />
            {labels.gsEditHeader}
          </button>
          <button type="button" className={ADD_BUTTON} onClick={() => leaveTo({ kind: 'footer', mode: 'manage' })}>
            <Pencil className="size-4" aria-hidden="true" />
            {labels.gsEditFooter}
          </button>
        </div>
      </TabHeading>
      {items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-gray-300 p-4 text-center text-sm text-gray-600">{labels.gsMenuEmpty}</p>
      ) : (
        <ul className="space-y-2" aria-label={labels.gsTabMenu} data-settings-menu="">
          {items.map((item) => (
            <li key={item.id} className="rounded-xl border border-gray-200 p-3">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-medium text-gray-900">{item.display_name}</span>
                <code className="text-xs text-gray-600">/{item.url_name}</code>
                <span className="ml-auto flex flex-wrap gap-1">
                  <Badge tone={item.is_displayed ? 'emerald' : 'gray'}>{item.is_displayed ? labels.gsInHeader : labels.gsNotInHeader}</Badge>
                  <Badge tone={item.is_displayed_on_footer ? 'emerald' : 'gray'}>{item.is_displayed_on_footer ? labels.gsInFooter : labels.gsNotInFooter}</Badge>
                </span>
              </div>
              {item.website_submenuitem.length > 0 && (
                <ul className="mt-2 space-y-1 border-l-2 border-gray-100 pl-3" aria-label={item.display_name}>
                  {item.website_submenuitem.map((sub) => (
                    <li key={sub.id} className="flex flex-wrap items-center gap-2 text-sm">
                      <span className="text-gray-900">{sub.name}</span>
                      <code className="text-xs text-gray-600">/{sub.url_name}</code>
                      {!sub.is_displayed && <Badge>{labels.gsHidden}</Badge>}
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

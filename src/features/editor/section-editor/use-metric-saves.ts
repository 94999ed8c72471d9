'use client';
// Each card's title and description go to the server on every keystroke (spec §7), through one
// save queue per card and field, so requests never overtake each other. The list shows one state
// for all of them, and a failure says so once in a toast while the queue keeps retrying. In another
// language than the default, the field is the translation map, sent whole: the newest map wins.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useToast } from '@/components/ui/toast';
import { editorApi } from '../editor-api';
import { useEditorContext } from '../editor-labels';
import { useEditorCache } from '../editor-queries';
import { createSaveQueue, type SaveQueue, type SaveState } from '../save-queue';
import type { Translations } from '../translations';

/** A card's texts as PATCH /api/metrics/{id} takes them. */
export type MetricText = { title: string; description: string; title_translation: Translations; description_translation: Translations };
export type TextField = keyof MetricText;
export type SaveText = <F extends TextField>(metricId: string, field: F, value: MetricText[F]) => void;

export type MetricSaves = { save: SaveText; state: SaveState };

export function useMetricSaves(): MetricSaves {
  const { editor: labels } = useEditorContext();
  const { toast } = useToast();
  const queues = useRef(new Map<string, SaveQueue<MetricText[TextField]>>());
  const states = useRef(new Map<string, SaveState>());
  const [state, setState] = useState<SaveState>('idle');
  const warned = useRef(false);
  const cache = useEditorCache();

  const refresh = useCallback(() => {
    const all = [...states.current.values()];
    setState(all.includes('failed') ? 'failed' : all.includes('saving') ? 'saving' : all.length ? 'saved' : 'idle');
  }, []);

  const save = useCallback<SaveText>(
    (metricId, field, value) => {
      const key = `${metricId}:${field}`;
      let queue = queues.current.get(key);
      if (!queue) {
        queue = createSaveQueue<MetricText[TextField]>({
          send: (text) => editorApi('PATCH', `/api/metrics/${metricId}`, { [field]: text }),
          onState: (next) => {
            states.current.set(key, next);
            if (next === 'failed' && !warned.current) {
              warned.current = true;
              toast({ type: 'error', message: labels.saveFailedToast });
            }
            if (next === 'saved') {
              warned.current = false;
              // The library shows cards' titles: the next opening asks for them again.
              void cache.metricsChanged();
            }
            refresh();
          },
        });
        queues.current.set(key, queue);
      }
      queue.push(value);
    },
    [labels.saveFailedToast, refresh, toast, cache],
  );

  useEffect(() => {
    const current = queues.current;
    return () => {
      for (const queue of current.values()) queue.dispose();
    };
  }, []);

  return { save, state };
}

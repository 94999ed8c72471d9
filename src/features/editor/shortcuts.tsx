'use client';
// The editing layer's keys: Cmd/Ctrl+K opens the palette; in edit mode Cmd/Ctrl+Shift+S, H and P
// run the section, heading and blog-post commands (spec §4).
import { useEffect } from 'react';
import { useEditorStore } from './editor-store';
import { COMMANDS } from './palette/commands';
import { useRunCommand } from './palette/use-run-command';

export function EditorShortcuts() {
  const run = useRunCommand();
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.metaKey || event.ctrlKey) || event.altKey) return;
      const key = event.key.toLowerCase();
      const { editMode, paletteOpen, setPaletteOpen, target } = useEditorStore.getState();
      if (key === 'k' && !event.shiftKey) {
        event.preventDefault();
        setPaletteOpen(!paletteOpen);
        return;
      }
      if (!event.shiftKey || !editMode || target) return;
      const command = COMMANDS.find((candidate) => candidate.shortcut?.toLowerCase() === key);
      if (!command) return;
      event.preventDefault();
      run(command.id);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [run]);
  return null;
}

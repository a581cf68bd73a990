import { Mic } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { cn } from '@/lib/cn';
import { voiceStrings as t } from '@/lib/i18n/nb/voice';
import { useVoiceCommands } from '../api/voice-commands';
import { useVoiceAssistant } from '../hooks/use-voice-assistant';
import { useVoiceKeys } from '../hooks/use-voice-keys';
import { useVoiceSettingsEditor } from '../hooks/use-voice-settings-editor';
import {
  onVoicePreferencesChange,
  readVoiceEnabled,
  readVoicePosition,
  writeVoiceEnabled,
  writeVoicePosition,
  type VoicePosition,
} from '../model/voice-preferences';
import { VoiceButton } from './voice-button';
import type { VoiceAppSeams } from '../seams';
import { VoicePanel, type VoicePanelTab } from './voice-panel';

/** Where the button sits, and on which side of it the panel opens. */
const PLACES: Record<VoicePosition, { root: string; column: string }> = {
  'bottom-left': { root: 'bottom-4 left-4 items-start', column: 'flex-col-reverse' },
  'bottom-right': { root: 'bottom-4 right-4 items-end', column: 'flex-col-reverse' },
  'top-left': { root: 'top-16 left-4 items-start', column: 'flex-col' },
  'top-right': { root: 'top-16 right-4 items-end', column: 'flex-col' },
  center: { root: 'top-1/2 left-1/2 -translate-x-1/2 -translate-y-1/2 items-center', column: 'flex-col-reverse' },
};

/** The floating voice control on every screen (spec A §2, §4): button, panel, Alt+V and Alt+Shift+V. */
export function VoiceAssistant({ seams }: { seams: VoiceAppSeams }) {
  const panelId = useId();
  const { profile, settings, change: changeSettings } = useVoiceSettingsEditor();
  const commands = useVoiceCommands();
  const [enabled, setEnabledState] = useState(readVoiceEnabled);
  const [position, setPositionState] = useState(readVoicePosition);
  // Spec A §2: the control starts minimized.
  const [panelOpen, setPanelOpen] = useState(false);
  const [tab, setTab] = useState<VoicePanelTab>('history');

  const { assistant, snapshot } = useVoiceAssistant(seams, profile.data?.settings, commands.data, {
    showPanel: (next) => {
      setTab(next);
      setPanelOpen(true);
    },
    closePanel: () => setPanelOpen(false),
  });

  useEffect(() => {
    if (profile.error) console.error('Failed to load voice profile:', profile.error);
  }, [profile.error]);

  const setEnabled = useCallback(
    (next: boolean) => {
      setEnabledState(next);
      writeVoiceEnabled(next);
      if (!next) assistant.stop();
    },
    [assistant],
  );
  const setPosition = (next: VoicePosition) => {
    setPositionState(next);
    writeVoicePosition(next);
  };
  // The settings page changed the button's visibility or place.
  useEffect(
    () =>
      onVoicePreferencesChange(() => {
        const nextEnabled = readVoiceEnabled();
        setEnabledState(nextEnabled);
        setPositionState(readVoicePosition());
        if (!nextEnabled) assistant.stop();
      }),
    [assistant],
  );

  const toggleListening = () => {
    if (!snapshot.supported) {
      setPanelOpen(true);
      return;
    }
    if (enabled) assistant.toggle();
  };
  useVoiceKeys(toggleListening, () => setPanelOpen((open) => !open));

  const enabledRef = useRef(enabled);
  useEffect(() => {
    enabledRef.current = enabled;
  }, [enabled]);
  const { registerCommandSource } = seams;
  useEffect(
    () =>
      registerCommandSource('voice-control', () => [
        {
          id: 'voice:toggle-button',
          name: enabledRef.current ? t.palette.hide : t.palette.show,
          category: 'Tools' as const,
          icon: Mic,
          description: t.palette.description,
          keywords: ['voice', 'stemme', 'microphone'],
          action: { type: 'run' as const, run: () => setEnabled(!enabledRef.current) },
        },
      ]),
    [registerCommandSource, setEnabled],
  );

  if (!enabled && !panelOpen) return null;
  const place = PLACES[position];
  return (
    <div
      data-testid="voice-control"
      data-position={position}
      data-state={snapshot.state}
      data-speaking={snapshot.speaking}
      className={cn('pointer-events-none fixed z-40 flex gap-2', place.root, place.column)}
    >
      {enabled ? (
        <div className="pointer-events-auto">
          <VoiceButton
            state={snapshot.state}
            listening={assistant.listening}
            supported={snapshot.supported}
            panelOpen={panelOpen}
            onToggleListening={toggleListening}
            onTogglePanel={() => setPanelOpen((open) => !open)}
          />
        </div>
      ) : null}
      {panelOpen ? (
        <div className="pointer-events-auto">
          <VoicePanel
            id={panelId}
            snapshot={snapshot}
            settings={settings}
            profile={profile.data}
            custom={commands.data ?? []}
            tab={tab}
            onTabChange={setTab}
            onAnswer={(answer) => assistant.answer(answer)}
            onClose={() => setPanelOpen(false)}
            onSettingsChange={changeSettings}
            enabled={enabled}
            onEnabledChange={setEnabled}
            position={position}
            onPositionChange={setPosition}
          />
        </div>
      ) : null}
    </div>
  );
}

import { BUILT_IN_VOICE_COMMANDS, DEFAULT_VOICE_SETTINGS, type VoiceCommand, type VoiceSettings } from '@nova/shared';
import { useEffect, useSyncExternalStore } from 'react';
import { toast } from '@/components/ui/toast-store';
import { getSpeechOutput } from '@/lib/speech/speech-output';
import { createWebSpeechRecognizer } from '@/lib/speech/speech-recognizer';
import { logVoiceCommand } from '../api/log-voice-command';
import { browserActionContext } from '../browser-actions';
import { executeVoiceCommand, type VoiceActionContext } from '../model/voice-actions';
import { VoiceAssistant } from '../model/voice-assistant';
import type { VoiceAppSeams } from '../seams';

const pageVisibility = {
  isVisible: () => document.visibilityState === 'visible',
  onVisible(listener: () => void) {
    const onChange = () => {
      if (document.visibilityState === 'visible') listener();
    };
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  },
};

type PanelControls = Pick<VoiceActionContext, 'showPanel' | 'closePanel'>;

/** What the page's assistant reads when it needs it: the current settings, custom commands and panel. */
const current: { settings: VoiceSettings; custom: readonly VoiceCommand[]; panel: PanelControls | null; app: VoiceAppSeams | null } = {
  settings: DEFAULT_VOICE_SETTINGS,
  custom: [],
  panel: null,
  app: null,
};

let pageAssistant: VoiceAssistant | null = null;

/** The page has one voice assistant (one microphone, one floating control). */
function getPageAssistant(): VoiceAssistant {
  if (pageAssistant) return pageAssistant;
  const assistant = new VoiceAssistant({
    recognizer: createWebSpeechRecognizer(),
    speech: getSpeechOutput(),
    settings: () => current.settings,
    commands: () => [...current.custom, ...BUILT_IN_VOICE_COMMANDS],
    execute: (match) => {
      if (!current.app) throw new Error('The voice control is not mounted');
      return executeVoiceCommand(
        match,
        browserActionContext(current.app, {
          showPanel: (tab) => current.panel?.showPanel(tab),
          closePanel: () => current.panel?.closePanel(),
          stopListening: () => assistant.stop(),
        }),
      );
    },
    notify: (notice) => toast(notice),
    report: logVoiceCommand,
    visibility: pageVisibility,
  });
  pageAssistant = assistant;
  return assistant;
}

/** The page's voice assistant over the Web Speech API, with the workspace's settings and custom commands. */
export function useVoiceAssistant(app: VoiceAppSeams, settings: VoiceSettings | undefined, custom: readonly VoiceCommand[] | undefined, panel: PanelControls) {
  useEffect(() => {
    current.app = app;
    current.settings = settings ?? DEFAULT_VOICE_SETTINGS;
    current.custom = custom ?? [];
    current.panel = panel;
  });
  const assistant = getPageAssistant();
  useEffect(() => assistant.connect(), [assistant]);
  const snapshot = useSyncExternalStore(assistant.subscribe, assistant.getSnapshot);
  return { assistant, snapshot };
}

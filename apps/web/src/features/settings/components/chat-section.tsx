import { useEffect, useState } from 'react';
import { ChatAppearanceFields, onChatSettingsChange, readChatSettings, SpeechSettingsFields, writeChatSettings, type ChatSettings } from '@/features/ai-chat';
import { getSpeechOutput } from '@/lib/speech/speech-output';

/** The chat's local settings (spec B §3), through the chat's own storage: an open chat panel follows at once. */
export function ChatSection() {
  const speech = getSpeechOutput();
  const [settings, setSettings] = useState<ChatSettings>(readChatSettings);
  useEffect(() => onChatSettingsChange(() => setSettings(readChatSettings())), []);
  const change = (patch: Partial<ChatSettings>) => {
    const next = { ...settings, ...patch };
    setSettings(next);
    writeChatSettings(next);
  };
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <div className="flex flex-col gap-3">
        <ChatAppearanceFields settings={settings} speechSupported={speech.supported} onChange={change} />
      </div>
      <div className="flex flex-col gap-3">
        <SpeechSettingsFields speech={speech} settings={settings} onChange={change} />
      </div>
    </div>
  );
}

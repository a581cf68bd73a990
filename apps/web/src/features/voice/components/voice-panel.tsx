import type { VoiceCommand, VoiceProfile, VoiceSettings } from '@nova/shared';
import { X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { voiceStrings as t } from '@/lib/i18n/nb/voice';
import type { VoiceAssistantSnapshot } from '../model/voice-assistant';
import type { VoicePosition } from '../model/voice-preferences';
import { CommandList } from './command-list';
import { HistoryList } from './history-list';
import { TrainingForm } from './training-form';
import { VoiceSettingsForm } from './voice-settings-form';

export type VoicePanelTab = 'history' | 'commands' | 'train' | 'settings';

const STATE_LABEL: Record<VoiceAssistantSnapshot['state'], string> = {
  idle: t.states.idle,
  listening: t.states.listening,
  processing: t.states.processing,
  'wake-word-active': t.states.wake,
  'awaiting-confirmation': t.states.confirming,
};

interface VoicePanelProps {
  id: string;
  snapshot: VoiceAssistantSnapshot;
  settings: VoiceSettings;
  profile: VoiceProfile | undefined;
  custom: readonly VoiceCommand[];
  tab: VoicePanelTab;
  onTabChange: (tab: VoicePanelTab) => void;
  onAnswer: (answer: 'confirm' | 'cancel') => void;
  onClose: () => void;
  onSettingsChange: (patch: Partial<VoiceSettings>) => void;
  enabled: boolean;
  onEnabledChange: (enabled: boolean) => void;
  position: VoicePosition;
  onPositionChange: (position: VoicePosition) => void;
}

/** The voice-control panel (Alt+Shift+V): state, what was heard, confirmation, history, phrases, training, settings. */
export function VoicePanel(props: VoicePanelProps) {
  const { snapshot, settings, profile, tab } = props;
  return (
    <section
      id={props.id}
      aria-label={t.panel.title}
      data-voice-panel
      className="flex max-h-[min(70vh,36rem)] w-[22rem] max-w-[calc(100vw-2rem)] flex-col overflow-hidden rounded-lg border border-border bg-background text-foreground shadow-xl"
    >
      <header className="flex items-center gap-2 border-b border-border px-3 py-2">
        <h2 className="text-sm font-semibold">{t.panel.title}</h2>
        <span role="status" className="flex-1 truncate text-xs text-muted-foreground" data-testid="voice-state">
          {STATE_LABEL[snapshot.state]}
        </span>
        <Button variant="ghost" size="icon" className="size-7" aria-label={t.button.closePanel} onClick={props.onClose}>
          <X aria-hidden />
        </Button>
      </header>
      <div className="flex min-h-0 flex-1 flex-col gap-2 overflow-y-auto p-3">
        {!snapshot.supported ? <p className="rounded bg-muted p-2 text-xs">{t.button.unsupported}</p> : null}
        {snapshot.problem ? (
          <p role="alert" className="rounded bg-destructive/10 p-2 text-xs text-destructive">
            {snapshot.problem}
          </p>
        ) : null}
        {snapshot.supported ? <p className="text-xs text-muted-foreground">{settings.wakeWordRequired ? t.panel.wakeHint(settings.wakeWord) : t.panel.noWakeHint}</p> : null}
        <p aria-live="polite" className="min-h-4 text-xs italic">
          {snapshot.interim ? `${t.panel.heard}: «${snapshot.interim}»` : ''}
        </p>
        {snapshot.pending ? (
          <div role="alertdialog" aria-label={t.panel.confirmQuestion(snapshot.pending.command.description)} className="flex flex-col gap-2 rounded border border-amber-500 bg-amber-50 p-2 text-xs text-amber-950">
            <p>{t.panel.confirmQuestion(snapshot.pending.command.description)}</p>
            <div className="flex gap-2">
              <Button size="sm" onClick={() => props.onAnswer('confirm')}>
                {t.panel.confirm}
              </Button>
              <Button size="sm" variant="outline" onClick={() => props.onAnswer('cancel')}>
                {t.panel.cancel}
              </Button>
            </div>
          </div>
        ) : null}
        {profile ? <p className="text-[11px] text-muted-foreground">{t.panel.stats(profile.stats.totalCommands, profile.customCommandCount)}</p> : null}
        <Tabs value={tab} onValueChange={(value) => props.onTabChange(value as VoicePanelTab)}>
          <TabsList>
            <TabsTrigger value="history">{t.panel.tabs.history}</TabsTrigger>
            <TabsTrigger value="commands">{t.panel.tabs.commands}</TabsTrigger>
            <TabsTrigger value="train">{t.panel.tabs.train}</TabsTrigger>
            <TabsTrigger value="settings">{t.panel.tabs.settings}</TabsTrigger>
          </TabsList>
          <TabsContent value="history">
            <HistoryList history={snapshot.history} />
          </TabsContent>
          <TabsContent value="commands">
            <CommandList custom={props.custom} />
          </TabsContent>
          <TabsContent value="train">
            <TrainingForm />
          </TabsContent>
          <TabsContent value="settings">
            <VoiceSettingsForm
              key={settings.wakeWord}
              settings={settings}
              onChange={props.onSettingsChange}
              enabled={props.enabled}
              onEnabledChange={props.onEnabledChange}
              position={props.position}
              onPositionChange={props.onPositionChange}
            />
          </TabsContent>
        </Tabs>
      </div>
    </section>
  );
}

import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input, NativeSelect } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { sidebarStrings as t } from '@/lib/i18n/nb/sidebar';
import { GAP_SIZE_MAX } from '../model/layout-reducer';
import { dispatchLayout, useLayout } from '../model/layout-store';
import type { ToolId } from '../model/layout-types';
import { listTools } from '../tools/tool-registry';

const CASCADE_STEP = 32;

function AddFloatingPanel() {
  const selectId = useId();
  const count = useLayout((state) => state.floating.length);
  const [tool, setTool] = useState<ToolId>('ai-chat');
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={selectId}>{t.menu.addFloating}</Label>
      <div className="flex gap-2">
        <NativeSelect id={selectId} value={tool} onChange={(event) => setTool(event.target.value as ToolId)} className="h-8 text-xs">
          {listTools().map((definition) => (
            <option key={definition.id} value={definition.id}>
              {definition.name}
            </option>
          ))}
        </NativeSelect>
        <Button
          size="sm"
          onClick={() =>
            dispatchLayout({
              type: 'addFloating',
              tool,
              now: Date.now(),
              position: { x: 120 + (count % 8) * CASCADE_STEP, y: 80 + (count % 8) * CASCADE_STEP },
            })
          }
        >
          {t.menu.addFloatingButton}
        </Button>
      </div>
    </div>
  );
}

export function ViewSettings() {
  const floatingId = useId();
  const overlayId = useId();
  const gapId = useId();
  const mode = useLayout((state) => state.mode);
  const showOverlay = useLayout((state) => state.showAIChatOverlay);
  const gapSize = useLayout((state) => state.gapSize);
  return (
    <section aria-labelledby="layout-view" className="flex flex-col gap-2.5">
      <h3 id="layout-view" className="text-xs font-semibold text-muted-foreground">
        {t.menu.view}
      </h3>
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={floatingId}>{t.menu.floatingMode}</Label>
        <Switch
          id={floatingId}
          checked={mode === 'floating'}
          onCheckedChange={(checked) => dispatchLayout({ type: 'setMode', mode: checked ? 'floating' : 'massive', now: Date.now() })}
        />
      </div>
      {mode === 'floating' ? <AddFloatingPanel /> : null}
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={overlayId}>{t.menu.chatOverlay}</Label>
        <Switch id={overlayId} checked={showOverlay} onCheckedChange={() => dispatchLayout({ type: 'toggleChatOverlay' })} />
      </div>
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={gapId}>{t.menu.gapSize}</Label>
        <Input
          id={gapId}
          type="number"
          min={0}
          max={GAP_SIZE_MAX}
          value={gapSize}
          onChange={(event) => dispatchLayout({ type: 'setGapSize', gapSize: event.target.valueAsNumber })}
          className="h-8 w-20 text-xs"
        />
      </div>
    </section>
  );
}

import type { SavedSelector } from '@nova/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { toast } from '@/components/ui/toast-store';
import { apiErrorMessage } from '@/lib/api/api-error-message';
import { browserStrings } from '@/lib/i18n/nb/browser';
import { selectorStudioStrings as t } from '@/lib/i18n/nb/selector-studio';
import { navigate as navigateTab } from '@/features/browser/api/browser-engine-api';
import { AddressAndView } from '@/features/browser/components/address-and-view';
import { useLiveBrowser } from '@/features/browser/hooks/use-live-browser';
import { saveWorkflow } from '@/features/workflows/api/save-workflow';
import { patchBuilder } from '@/features/workflows/model/builder-store';
import { suggestSelector } from '../api/suggest-selector';
import { useSelectorEvaluation } from '../hooks/use-selector-evaluation';
import { extractWorkflow } from '../model/extract-workflow';
import { isWebPage } from '../model/page-state';
import { OpenPageForm } from './open-page-form';
import { SavedSelectors } from './saved-selectors';
import { SelectorPanel, type SuggestionState } from './selector-panel';

const WORKFLOWS_KEY = ['/api/watched-workflows'];

/** The live page (address bar and canvas, like /browser) beside the selector panel. */
export function SelectorStudio() {
  const addressRef = useRef<HTMLInputElement | null>(null);
  const selectorRef = useRef<HTMLInputElement | null>(null);
  const [, navigateApp] = useLocation();
  const queryClient = useQueryClient();
  const [selector, setSelector] = useState('');
  const [pickMode, setPickMode] = useState(false);
  const [suggestion, setSuggestion] = useState<SuggestionState>({ status: 'idle' });
  const live = useLiveBrowser();
  const { state, activeTab, run, actionError } = live;
  const pageOpen = isWebPage(activeTab);
  const pageUrl = pageOpen && activeTab ? activeTab.url : '';
  const evaluation = useSelectorEvaluation(selector, pageOpen && activeTab ? `${activeTab.url} ${activeTab.loading ? 'loading' : 'ready'}` : null);

  const pick = async (point: { x: number; y: number }) => {
    setPickMode(false);
    setSuggestion({ status: 'loading' });
    try {
      const found = await suggestSelector(point);
      setSuggestion({ status: 'done', suggestion: found });
      setSelector(found.selector);
      selectorRef.current?.focus();
    } catch (error) {
      setSuggestion({ status: 'error', message: apiErrorMessage(error) });
    }
  };

  const useInWorkflow = async (saved: SavedSelector) => {
    const url = pageUrl || saved.url;
    if (!url) throw new Error(t.saved.workflowNeedsPage);
    const workflow = await saveWorkflow(extractWorkflow(saved, url));
    patchBuilder({ selectedId: workflow.id, run: null, error: null, paramsText: '{}' });
    await queryClient.invalidateQueries({ queryKey: WORKFLOWS_KEY });
    toast({ title: t.saved.workflowCreated(workflow.name) });
    navigateApp('/workflows');
  };

  return (
    <div className="flex min-h-0 flex-1 flex-col lg:flex-row">
      <div
        role="region"
        aria-label={t.browserLabel}
        className={pickMode ? 'flex min-h-[420px] min-w-0 flex-1 flex-col [&_canvas]:cursor-crosshair' : 'flex min-h-[420px] min-w-0 flex-1 flex-col'}
        onKeyDownCapture={(event) => {
          if (pickMode && event.key === 'Escape') {
            event.preventDefault();
            event.stopPropagation();
            setPickMode(false);
          }
        }}
      >
        <AddressAndView live={live} addressRef={addressRef} onPick={pickMode ? (point) => void pick(point) : undefined} />
      </div>
      <aside aria-label={t.panelLabel} className="flex w-full shrink-0 flex-col gap-6 overflow-y-auto border-t border-border p-4 lg:w-[26rem] lg:border-t-0 lg:border-l">
        {pageOpen ? (
          <SelectorPanel
            selector={selector}
            onSelectorChange={setSelector}
            inputRef={selectorRef}
            evaluation={evaluation}
            pickMode={pickMode}
            onPickModeChange={setPickMode}
            suggestion={suggestion}
            pageUrl={pageUrl}
          />
        ) : state.ready ? (
          <OpenPageForm error={actionError} onOpen={(address) => void run(() => navigateTab(address, activeTab?.id))} />
        ) : (
          <p role="status" className="text-sm text-muted-foreground">
            {browserStrings.starting}
          </p>
        )}
        <SavedSelectors
          onUse={(saved) => {
            setSelector(saved.selector);
            selectorRef.current?.focus();
          }}
          onWorkflow={useInWorkflow}
        />
      </aside>
    </div>
  );
}

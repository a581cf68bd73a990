import { Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Button } from '@/components/ui/button';
import { sidebarStrings as t } from '@/lib/i18n/nb/sidebar';
import { retryFailedLoads } from '@/lib/lazy-component';
import { usePageReady } from '@/lib/page-ready';
import type { ToolId } from '../model/layout-types';
import { getTool } from '../tools/tool-registry';
import { GenericToolPanel } from './generic-tool-panel';

/** A tool's panel; a panel that fails only breaks itself, not the workspace. */
export function ToolPanel({ toolId }: { toolId: ToolId }) {
  const tool = getTool(toolId);
  const { Panel } = tool;
  const pageReady = usePageReady();
  if (!Panel) return <GenericToolPanel tool={tool} />;
  const loading = <p className="p-3 text-xs text-muted-foreground">{t.loadingPanel}</p>;
  if (!pageReady) return loading;
  return (
    <ErrorBoundary
      resetKeys={[toolId]}
      onReset={retryFailedLoads}
      onError={(error) => console.error(`Panel "${toolId}" failed:`, error)}
      fallbackRender={({ resetErrorBoundary }) => (
        <div role="alert" className="flex flex-col items-start gap-2 p-3 text-sm">
          <p>{t.panelFailed}</p>
          <Button size="sm" variant="outline" onClick={resetErrorBoundary}>
            {t.retry}
          </Button>
        </div>
      )}
    >
      <Suspense fallback={loading}>
        <Panel />
      </Suspense>
    </ErrorBoundary>
  );
}

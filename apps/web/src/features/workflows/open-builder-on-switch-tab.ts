import { navigate } from 'wouter/use-browser-location';

export const WORKFLOW_BUILDER_PATH = '/workflows';

/**
 * The palette's switch-tab "workflow" event (and Ctrl+Shift+W, which raises it) opens the builder
 * page; the sidebar still opens its Workflow Tools panel beside it.
 */
export function openBuilderOnSwitchTab(): void {
  window.addEventListener('switch-tab', (event) => {
    const detail = (event as CustomEvent<{ target?: string }>).detail;
    if (detail?.target === 'workflow' && window.location.pathname !== WORKFLOW_BUILDER_PATH) navigate(WORKFLOW_BUILDER_PATH);
  });
}

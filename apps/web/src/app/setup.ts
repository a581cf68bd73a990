import { capPageReadyWait } from '@/lib/page-ready';
import { loadInitialPage } from './initial-page';
import { openBuilderOnSwitchTab } from '@/features/workflows/open-builder-on-switch-tab';
import { registerCommandSources } from './register-command-sources';
import { registerShortcutHandlers } from './register-shortcut-handlers';
import { reportErrorsToServer } from './report-errors-to-server';

/** Wiring between features that the app owns; runs once before the first render. */
export function setupApp(): void {
  reportErrorsToServer();
  registerShortcutHandlers();
  registerCommandSources();
  openBuilderOnSwitchTab();
  capPageReadyWait();
  loadInitialPage(window.location.pathname);
}

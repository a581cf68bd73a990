export { HelpHost } from './components/help-host';
export { openHelp } from './help-store';

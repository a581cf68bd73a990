export { BrowserToolsPanel } from './browser-tools-panel';

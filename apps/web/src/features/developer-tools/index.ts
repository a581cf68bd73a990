export { DeveloperToolsPanel } from './developer-tools-panel';

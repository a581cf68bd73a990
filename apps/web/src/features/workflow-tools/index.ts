export { WorkflowToolsPanel } from './workflow-tools-panel';

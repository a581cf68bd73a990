export { OutreachPanel } from './outreach-panel';

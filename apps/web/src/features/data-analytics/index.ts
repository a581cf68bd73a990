export { DataAnalyticsPanel } from './data-analytics-panel';

/** Hard-coded sample data for the Data, Analytics, Dev and Monitor tabs (spec B §2: "Other tabs show sample data"). */

export interface DataSource {
  id: string;
  name: string;
  kind: string;
  status: 'connected' | 'syncing' | 'error';
  tables: number;
  rows: number;
  sizeMb: number;
  updated: string;
}

export const SAMPLE_DATA_SOURCES: readonly DataSource[] = [
  { id: 'ds-workspace', name: 'Arbeidsområde (SQLite)', kind: 'SQLite', status: 'connected', tables: 9, rows: 48_213, sizeMb: 36.4, updated: '2025-03-14 09:12' },
  { id: 'ds-leads', name: 'Leads-eksport', kind: 'PostgreSQL', status: 'syncing', tables: 4, rows: 12_480, sizeMb: 18.9, updated: '2025-03-14 08:55' },
  { id: 'ds-crm', name: 'CRM-speil', kind: 'HubSpot', status: 'error', tables: 3, rows: 2_311, sizeMb: 2.1, updated: '2025-03-13 17:40' },
];

export interface Endpoint {
  path: string;
  calls: number;
  p95Ms: number;
}

export const SAMPLE_TRAFFIC = {
  requests: 18_452,
  errorRatePercent: 0.7,
  p95Ms: 184,
  endpoints: [
    { path: 'POST /api/ai-chat/message', calls: 6_204, p95Ms: 1_420 },
    { path: 'GET /api/ai-chat/sessions', calls: 4_118, p95Ms: 22 },
    { path: 'POST /api/ai-code-review/review', calls: 1_377, p95Ms: 640 },
    { path: 'GET /api/browser-engine/context', calls: 5_902, p95Ms: 9 },
  ] satisfies Endpoint[],
};

export interface Commit {
  hash: string;
  message: string;
  author: string;
  when: string;
}

export interface Build {
  id: string;
  name: string;
  status: 'passed' | 'failed' | 'running';
  durationS: number;
}

export const SAMPLE_DEV = {
  branch: 'main',
  commits: [
    { hash: 'a41c9e2', message: 'Kodegjennomgang: auto-fix med prettier', author: 'Ingrid', when: 'for 2 timer siden' },
    { hash: '7be0d13', message: 'Chat: eksport til Markdown', author: 'Jonas', when: 'i går' },
    { hash: '19fd2c4', message: 'Sidepanel: flytende paneler', author: 'Ingrid', when: 'for 3 dager siden' },
  ] satisfies Commit[],
  builds: [
    { id: 'b-412', name: 'CI #412 – main', status: 'passed', durationS: 412 },
    { id: 'b-411', name: 'CI #411 – chat-export', status: 'failed', durationS: 198 },
    { id: 'b-413', name: 'CI #413 – review-panel', status: 'running', durationS: 64 },
  ] satisfies Build[],
  deployments: [
    { id: 'dep-prod', environment: 'Produksjon', version: '0.1.0', when: '2025-03-12 14:03' },
    { id: 'dep-stage', environment: 'Test', version: '0.1.1-rc.2', when: '2025-03-14 08:30' },
  ],
};

export interface Service {
  id: string;
  name: string;
  status: 'healthy' | 'degraded' | 'down';
  uptimePercent: number;
  cpuPercent: number;
  memoryMb: number;
}

export const SAMPLE_SERVICES: readonly Service[] = [
  { id: 'svc-api', name: 'API-server', status: 'healthy', uptimePercent: 99.98, cpuPercent: 12, memoryMb: 184 },
  { id: 'svc-review', name: 'Kodegjennomgang (worker)', status: 'healthy', uptimePercent: 99.9, cpuPercent: 31, memoryMb: 262 },
  { id: 'svc-browser', name: 'Nettlesermotor', status: 'degraded', uptimePercent: 98.7, cpuPercent: 58, memoryMb: 610 },
  { id: 'svc-scheduler', name: 'Arbeidsflytplanlegger', status: 'down', uptimePercent: 91.2, cpuPercent: 0, memoryMb: 0 },
];

export const SAMPLE_LOGS: readonly { id: string; level: 'info' | 'warn' | 'error'; time: string; message: string }[] = [
  { id: 'log-1', level: 'info', time: '09:12:04', message: 'code review workers warmed (1752 ms)' },
  { id: 'log-2', level: 'warn', time: '09:10:41', message: 'browser engine: screencast frame dropped (socket backed up)' },
  { id: 'log-3', level: 'error', time: '09:02:17', message: 'scheduler: connection refused (127.0.0.1:6379)' },
];

export type ScrapingJobType = 'emails' | 'companies' | 'contacts' | 'social';
export type ScrapingJobStatus = 'completed' | 'running' | 'failed' | 'other';

export interface ScrapingJob {
  id: string;
  name: string;
  type: ScrapingJobType;
  status: ScrapingJobStatus;
  /** 0-100 */
  progress: number;
  results: number;
  source: string;
}

export const sampleJobs: readonly ScrapingJob[] = [
  { id: 'job-1', name: 'IT-konsulenter i Oslo', type: 'companies', status: 'running', progress: 64, results: 312, source: 'Proff' },
  { id: 'job-2', name: 'Markedssjefer i Bergen', type: 'contacts', status: 'completed', progress: 100, results: 148, source: 'LinkedIn' },
  { id: 'job-3', name: 'Regnskapsbyråer – e-poster', type: 'emails', status: 'completed', progress: 100, results: 526, source: 'Google' },
  { id: 'job-4', name: 'Byggfirma i Trondheim', type: 'companies', status: 'failed', progress: 37, results: 41, source: 'Gule Sider' },
  { id: 'job-5', name: 'Gründere på sosiale medier', type: 'social', status: 'other', progress: 0, results: 0, source: 'LinkedIn' },
];

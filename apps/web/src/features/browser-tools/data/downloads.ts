export type DownloadStatus = 'completed';

export interface Download {
  id: string;
  name: string;
  size: string;
  status: DownloadStatus;
}

export const sampleDownloads: readonly Download[] = [
  { id: 'd-1', name: 'leads-oslo-it.csv', size: '248 kB', status: 'completed' },
  { id: 'd-2', name: 'markedssjefer-bergen.xlsx', size: '1,2 MB', status: 'completed' },
  { id: 'd-3', name: 'eksport-2024-q3.json', size: '3,8 MB', status: 'completed' },
];

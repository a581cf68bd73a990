export interface Extension {
  id: string;
  name: string;
  active: boolean;
}

export const installedExtensions: readonly Extension[] = [
  { id: 'e-1', name: 'Adblock Plus', active: true },
  { id: 'e-2', name: 'Grammarly', active: true },
  { id: 'e-3', name: 'JSON Formatter', active: false },
  { id: 'e-4', name: 'Wappalyzer', active: true },
];

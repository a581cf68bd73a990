export interface Bookmark {
  id: string;
  title: string;
  url: string;
  folder: string;
}

export const favouriteBookmarks: readonly Bookmark[] = [
  { id: 'b-1', title: 'Proff', url: 'https://www.proff.no', folder: 'Kilder' },
  { id: 'b-2', title: 'Gule Sider', url: 'https://www.gulesider.no', folder: 'Kilder' },
  { id: 'b-3', title: 'HubSpot', url: 'https://app.hubspot.com', folder: 'CRM' },
  { id: 'b-4', title: 'Brønnøysundregistrene', url: 'https://www.brreg.no', folder: 'Offentlig' },
];

/** Norwegian strings for the Browser Tools side panel. */
export const browserToolsStrings = {
  title: 'Browser Tools',
  description: 'Historikk, bokmerker, nedlastinger og utvidelser.',
  tabsLabel: 'Browser Tools-faner',
  tabs: {
    history: 'Historikk',
    bookmarks: 'Bokmerker',
    downloads: 'Nedlastinger',
    extensions: 'Utvidelser',
  },
  history: {
    searchLabel: 'Søk i historikken',
    searchPlaceholder: 'Søk etter tittel eller adresse',
    today: 'I dag',
    yesterday: 'I går',
    noMatches: 'Ingen treff.',
  },
  bookmarks: {
    add: 'Legg til bokmerke',
    favourites: 'Favoritter',
    folderLabel: 'Mappe',
  },
  downloads: {
    listLabel: 'Nedlastinger',
    statuses: {
      completed: 'Fullført',
    },
  },
  extensions: {
    install: 'Installer utvidelse',
    installed: 'Installerte utvidelser',
    active: 'Aktiv',
    inactive: 'Inaktiv',
  },
} as const;

import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { controlForLabel, tabNames } from '@/test/markup';
import { BrowserToolsPanel } from './browser-tools-panel';
import { BookmarksTab } from './components/bookmarks-tab';
import { DownloadsTab } from './components/downloads-tab';
import { ExtensionsTab } from './components/extensions-tab';
import { HistoryList } from './components/history-list';
import { favouriteBookmarks } from './data/bookmarks';
import { sampleDownloads } from './data/downloads';
import { installedExtensions } from './data/extensions';
import { historyToday, historyYesterday } from './data/history';
import { filterHistory } from './filter-history';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;');

describe('BrowserToolsPanel', () => {
  const html = renderToStaticMarkup(<BrowserToolsPanel />);

  it('has the four tabs with Historikk selected', () => {
    expect(html).toContain('role="tablist"');
    expect(tabNames(html)).toEqual(['Historikk', 'Bokmerker', 'Nedlastinger', 'Utvidelser']);
    expect(html).toMatch(/aria-selected="true"[^>]*>Historikk<\/button>/);
  });

  it('shows a labelled history search and the today and yesterday lists', () => {
    expect(controlForLabel(html, 'Søk i historikken')).toMatch(/^<input[^>]*type="search"/);
    const todayAt = html.indexOf('>I dag</h3>');
    const yesterdayAt = html.indexOf('>I går</h3>');
    expect(todayAt).toBeGreaterThan(-1);
    expect(yesterdayAt).toBeGreaterThan(todayAt);
    for (const item of historyToday) {
      const at = html.indexOf(escapeHtml(item.title));
      expect(at).toBeGreaterThan(todayAt);
      expect(at).toBeLessThan(yesterdayAt);
    }
    for (const item of historyYesterday) expect(html.indexOf(escapeHtml(item.title))).toBeGreaterThan(yesterdayAt);
  });
});

describe('filterHistory', () => {
  it('keeps everything for an empty or blank query', () => {
    expect(filterHistory(historyToday, '')).toEqual(historyToday);
    expect(filterHistory(historyToday, '   ')).toEqual(historyToday);
  });

  it('matches title or address case-insensitively', () => {
    expect(filterHistory(historyToday, 'linkedin').map((item) => item.id)).toEqual(['h-2']);
    expect(filterHistory(historyToday, 'GULESIDER.NO').map((item) => item.id)).toEqual(['h-3']);
    expect(filterHistory(historyYesterday, 'hubspot').map((item) => item.id)).toEqual(['h-5']);
    expect(filterHistory(historyYesterday, 'finnes ikke')).toEqual([]);
  });

  it('shows a no-matches message for an emptied list', () => {
    const html = renderToStaticMarkup(<HistoryList title="I går" items={filterHistory(historyYesterday, 'finnes ikke')} />);
    expect(html).toContain('Ingen treff.');
    expect(html).not.toContain('<li');
  });
});

describe('BookmarksTab', () => {
  it('has an add button and lists favourites with their folder', () => {
    const html = renderToStaticMarkup(<BookmarksTab favourites={favouriteBookmarks} />);
    expect(html).toMatch(/<button[^>]*>.*?Legg til bokmerke<\/button>/);
    expect(html).toContain('Favoritter');
    for (const bookmark of favouriteBookmarks) {
      expect(html).toContain(bookmark.url);
      expect(html).toContain(`Mappe: </span>${bookmark.folder}`);
    }
  });
});

describe('DownloadsTab', () => {
  it('lists every download as Fullført', () => {
    const html = renderToStaticMarkup(<DownloadsTab downloads={sampleDownloads} />);
    const rows = html.split('<li').slice(1);
    expect(rows).toHaveLength(sampleDownloads.length);
    sampleDownloads.forEach((download, index) => {
      expect(rows[index]).toContain(download.name);
      expect(rows[index]).toContain(download.size);
      expect(rows[index]).toContain('Fullført</span>');
    });
  });
});

describe('ExtensionsTab', () => {
  it('has an install button and marks each installed extension Aktiv or Inaktiv', () => {
    const html = renderToStaticMarkup(<ExtensionsTab extensions={installedExtensions} />);
    expect(html).toMatch(/<button[^>]*>.*?Installer utvidelse<\/button>/);
    expect(installedExtensions.some((extension) => !extension.active)).toBe(true);
    const rows = html.split('<li').slice(1);
    expect(rows).toHaveLength(installedExtensions.length);
    installedExtensions.forEach((extension, index) => {
      expect(rows[index]).toContain(extension.name);
      expect(rows[index]).toContain(extension.active ? '>Aktiv</span>' : '>Inaktiv</span>');
    });
  });
});

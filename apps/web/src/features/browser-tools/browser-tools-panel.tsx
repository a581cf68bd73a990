import { Globe } from 'lucide-react';
import { PanelHeader } from '@/components/ui/panel-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { browserToolsStrings as t } from '@/lib/i18n/nb/browser-tools';
import { BookmarksTab } from './components/bookmarks-tab';
import { DownloadsTab } from './components/downloads-tab';
import { ExtensionsTab } from './components/extensions-tab';
import { HistoryTab } from './components/history-tab';
import { favouriteBookmarks } from './data/bookmarks';
import { sampleDownloads } from './data/downloads';
import { installedExtensions } from './data/extensions';
import { historyToday, historyYesterday } from './data/history';

export function BrowserToolsPanel() {
  return (
    <div className="flex flex-col gap-3 p-3">
      <PanelHeader icon={Globe} title={t.title} description={t.description} />
      <Tabs defaultValue="history">
        <TabsList aria-label={t.tabsLabel} className="h-auto flex-wrap">
          <TabsTrigger value="history">{t.tabs.history}</TabsTrigger>
          <TabsTrigger value="bookmarks">{t.tabs.bookmarks}</TabsTrigger>
          <TabsTrigger value="downloads">{t.tabs.downloads}</TabsTrigger>
          <TabsTrigger value="extensions">{t.tabs.extensions}</TabsTrigger>
        </TabsList>
        <TabsContent value="history">
          <HistoryTab today={historyToday} yesterday={historyYesterday} />
        </TabsContent>
        <TabsContent value="bookmarks">
          <BookmarksTab favourites={favouriteBookmarks} />
        </TabsContent>
        <TabsContent value="downloads">
          <DownloadsTab downloads={sampleDownloads} />
        </TabsContent>
        <TabsContent value="extensions">
          <ExtensionsTab extensions={installedExtensions} />
        </TabsContent>
      </Tabs>
    </div>
  );
}

/** The page the server's browser engine shows, as text. */
export interface ActivePage {
  url: string;
  title: string;
  text: string;
}

/** Where the chat gets the active page's content; the browser engine module supplies the real one. */
export interface PageContentSource {
  getActivePage(): Promise<ActivePage | null>;
}


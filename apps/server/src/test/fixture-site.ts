import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small local web site for browser-engine tests, e2e and the benchmark: pages with
 * something to click and type into, an article with boilerplate, a slow page and a popup.
 */
export interface FixtureSite {
  url: string;
  close(): Promise<void>;
}

export const FIXTURE_TITLE = 'Nova Fixture';
export const ARTICLE_TITLE = 'Hvordan bier lager honning';

/**
 * Tests know where to click (CSS pixels): the button covers x 0–200, y 0–100, the word
 * "Nova" starts #words at x 0, y 300 (24 px text) and the input covers x 0–300, y 700–740.
 */
const INDEX_HTML = `<!doctype html><html lang="nb"><head><meta charset="utf-8"><title>${FIXTURE_TITLE}</title>
<link rel="icon" href="/icon.svg">
<style>body{margin:0;font:16px sans-serif}#press{position:absolute;left:0;top:0;width:200px;height:100px;background:#2563eb;color:#fff;border:0;font-size:18px}
#press.pressed{background:#16a34a}main{padding:120px 8px 8px}#words{position:absolute;left:0;top:300px;margin:0;font-size:24px;line-height:30px}#name{position:absolute;left:0;top:700px;width:300px;height:40px;box-sizing:border-box;font-size:18px}</style></head>
<body><button id="press" onclick="this.textContent=document.getElementById('status').textContent='Trykket ' + (++window.presses) + ' ganger';this.classList.toggle('pressed')">Trykk her</button>
<main><p id="words">Nova leser sider sammen med deg</p>
<p id="status">Ikke trykket</p>
<label>Navn <input id="name" autocomplete="off"></label>
<p id="echo">Skrevet: </p>
<p id="keys">Taster: </p></main>
<script>window.presses=0;
const name=document.getElementById('name');
name.addEventListener('input',()=>{document.getElementById('echo').textContent='Skrevet: '+name.value;});
name.addEventListener('keydown',(e)=>{document.getElementById('keys').textContent+=e.key+(e.shiftKey?'(shift)':'')+' ';});
if(location.search.includes('select=1')){const r=document.createRange();r.selectNodeContents(document.getElementById('words'));getSelection().addRange(r);}
</script></body></html>`;

const ICON_SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><circle cx="8" cy="8" r="7" fill="#2563eb"/></svg>';

const PARAGRAPHS = [
  'Bier samler nektar fra blomster og bærer den hjem til kuben i en egen honningmage. Der blandes nektaren med enzymer som bryter ned sukkeret.',
  'Inne i kuben gis nektaren videre fra bie til bie. Hver gang fjernes litt vann, og enzymene fortsetter arbeidet sitt til væsken blir tykkere.',
  'Til slutt legges den nesten ferdige honningen i vokskaker. Biene vifter med vingene for å fordampe det siste vannet, og forsegler cellene med voks.',
  'En sterk kube kan lage mer enn tretti kilo honning i løpet av en god sommer, langt mer enn den selv trenger gjennom vinteren.',
];

/** An article page wrapped in navigation, ads and a footer; `repeat` makes it as large as needed. */
export function articleHtml(repeat = 1): string {
  const sections = Array.from({ length: repeat }, (_, index) =>
    [
      `<h2>Del ${index + 1}: Fra blomst til kube</h2>`,
      ...PARAGRAPHS.map((text) => `<p>${text} <a href="/index.html">Les mer</a>.</p>`),
      '<ul><li>Nektar samles</li><li>Vann fordampes</li><li>Cellene forsegles</li></ul>',
    ].join('\n'),
  ).join('\n');
  return `<!doctype html><html lang="nb"><head><meta charset="utf-8"><title>${ARTICLE_TITLE} | Naturbloggen</title>
<meta name="description" content="Slik gjør bier nektar om til honning."></head><body>
<nav class="site-nav"><a href="/">Forside</a> <a href="/om">Om oss</a> <a href="/kontakt">Kontakt redaksjonen</a></nav>
<aside class="ad sidebar">ANNONSE: Kjøp billige solbriller i dag!</aside>
<article><h1>${ARTICLE_TITLE}</h1><p class="byline">Av Kari Nordmann</p>
${sections}
</article>
<footer class="site-footer">Copyright Naturbloggen AS. Alle rettigheter reservert. Personvern og informasjonskapsler.</footer>
</body></html>`;
}

export const SELECTORS_TITLE = 'Nova Selektorer';

/**
 * For Selector Studio: elements to pick by id, test attribute, data attribute, stable class (next
 * to generated ones) and by position only. Where they are (CSS pixels): #signup x 0–200, y 0–60;
 * the cart x 400–550, y 0–60; the three products x 40–340 from y 100, 50 high with 10 between
 * (each name starts at x 40); the banner x 400–600, y 100–160; the notes from y 300, 30 high each.
 * Clicking #signup changes the title, so a click that reached the page shows.
 */
const SELECTORS_HTML = `<!doctype html><html lang="nb"><head><meta charset="utf-8"><title>${SELECTORS_TITLE}</title>
<style>html{height:100%}body{margin:0;font:16px sans-serif;background:#fff;color:#111}
#signup{position:absolute;left:0;top:0;width:200px;height:60px;background:#1d4ed8;color:#fff;border:0;font-size:16px}
.cart{position:absolute;left:400px;top:0;width:150px;height:60px;line-height:60px}
.products{position:absolute;left:40px;top:100px;width:300px;margin:0;padding:0;list-style:none}
.product{height:50px;margin:0 0 10px;display:flex;gap:12px;align-items:center}
.banner{position:absolute;left:400px;top:100px;width:200px;height:60px;line-height:60px;text-align:center}
.notes{position:absolute;left:0;top:300px;width:300px}.notes p{margin:0;height:30px;line-height:30px}
.search{position:absolute;left:0;top:420px}</style></head>
<body><button id="signup" type="button" onclick="document.title='Registrert'">Registrer deg</button>
<div class="cart" data-testid="cart">Handlekurv (0)</div>
<ul class="products">
<li class="product css-9f8e7d6" data-sku="honning-1"><span class="name">Honning</span><span class="price">120 kr</span><a href="/produkt/1">Se mer</a></li>
<li class="product css-9f8e7d6" data-sku="voks-2"><span class="name">Voks</span><span class="price">45 kr</span><a href="/produkt/2">Se mer</a></li>
<li class="product css-9f8e7d6" data-sku="pollen-3"><span class="name">Pollen</span><span class="price">80 kr</span><a href="/produkt/3">Se mer</a></li>
</ul>
<div class="sc-bdVaJa kXqPzR banner">Sommersalg</div>
<section class="notes"><p>Første notat</p><p>Andre notat</p><p>Tredje notat</p></section>
<form class="search" action="/search"><input name="q" value="bier" aria-label="Søk"> <img src="/icon.svg" alt="Logo" width="16" height="16"></form>
</body></html>`;

const POPUP_HTML = `<!doctype html><html><head><title>Popup-kilde</title></head><body>
<a id="open" href="/index.html" target="_blank" style="display:block;width:200px;height:100px">Åpne ny fane</a></body></html>`;

export const QA_FAULTY_TITLE = 'QA-fixtur med feil';
/** What the QA suite must find on /qa/faulty.html. */
export const QA_PLANTED = {
  brokenLink: '/qa/missing-page.html',
  failedResource: '/qa/missing.css',
  consoleError: 'QA-fixtur: plantet konsollfeil',
  pageError: 'QA-fixtur: plantet sidefeil',
  imageWithoutAlt: '/icon.svg',
  /** An input without a label: axe-core's "label" rule (critical). */
  unlabelledInputId: 'qa-unlabelled',
} as const;

/** Every QA check has something to find here: broken link, image without alt, errors, failed resource, no description, an axe violation. */
const QA_FAULTY_HTML = `<!doctype html><html lang="nb"><head><meta charset="utf-8"><title>${QA_FAULTY_TITLE}</title>
<link rel="icon" href="/icon.svg"><link rel="stylesheet" href="${QA_PLANTED.failedResource}"></head>
<body><main><h1>Feilside for QA</h1>
<p><a href="/qa/clean.html">Ren side</a> · <a id="broken" href="${QA_PLANTED.brokenLink}">Lenke som ikke virker</a> · <a href="/qa/clean.html#topp">Ren side igjen</a></p>
<img id="no-alt" src="${QA_PLANTED.imageWithoutAlt}" width="32" height="32">
<p><input id="${QA_PLANTED.unlabelledInputId}" type="text"></p>
</main>
<script>console.error(${JSON.stringify(QA_PLANTED.consoleError)});</script>
<script>throw new Error(${JSON.stringify(QA_PLANTED.pageError)});</script>
</body></html>`;

export const QA_CLEAN_TITLE = 'Ren QA-side for Nova';
/** A page the QA suite should find nothing wrong with. */
const QA_CLEAN_HTML = `<!doctype html><html lang="nb"><head><meta charset="utf-8"><title>${QA_CLEAN_TITLE}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="En ryddig side uten feil, brukt til å teste at QA-suiten ikke finner problemer som ikke finnes.">
<link rel="icon" href="/icon.svg"></head>
<body><main><h1>Alt er i orden</h1>
<p>Denne siden har en beskrivelse, bilder med alternativ tekst og lenker som virker.</p>
<img src="/icon.svg" alt="Nova-ikon" width="32" height="32">
<p><a href="/index.html">Forsiden</a> · <a href="/article.html">Artikkel</a> · <a href="/qa/clean.html">Denne siden</a></p>
</main></body></html>`;

export async function startFixtureSite(): Promise<FixtureSite> {
  const pending = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fixture');
    const send = (status: number, type: string, body: string) => {
      res.writeHead(status, { 'content-type': `${type}; charset=utf-8`, 'cache-control': 'no-store' });
      res.end(body);
    };
    switch (url.pathname) {
      case '/':
      case '/index.html':
        return send(200, 'text/html', INDEX_HTML);
      case '/icon.svg':
        return send(200, 'image/svg+xml', ICON_SVG);
      case '/article.html':
        return send(200, 'text/html', articleHtml(Number(url.searchParams.get('repeat') ?? '1') || 1));
      case '/selectors.html':
        return send(200, 'text/html', SELECTORS_HTML);
      case '/popup.html':
        return send(200, 'text/html', POPUP_HTML);
      case '/search':
        return send(200, 'text/html', `<!doctype html><title>Søk: ${encodeURIComponent(url.searchParams.get('q') ?? '')}</title><p>Resultater</p>`);
      case '/cookie':
        // Shows the cookies the browser sent; ?set=1 stores one for an hour.
        if (url.searchParams.has('set')) res.setHeader('set-cookie', 'nova-login=ja; Max-Age=3600; Path=/');
        return send(200, 'text/html', `<!doctype html><title>Cookies: ${req.headers.cookie ?? 'ingen'}</title><p>Cookies</p>`);
      case '/data.json':
        // For workflow http.request steps: a JSON answer that echoes the query.
        return send(200, 'application/json', JSON.stringify({ items: [{ name: 'honning', price: 120 }, { name: 'voks', price: 45 }], query: Object.fromEntries(url.searchParams) }));
      case '/echo': {
        // Answers the method, a header and the body it received, as JSON.
        const parts: Buffer[] = [];
        req.on('data', (part: Buffer) => parts.push(part));
        req.on('end', () =>
          send(200, 'application/json', JSON.stringify({ method: req.method, token: req.headers['x-token'] ?? null, body: Buffer.concat(parts).toString('utf8') })),
        );
        return;
      }
      case '/qa/faulty.html': {
        // ?delay=ms holds the answer, so a test can watch a run in progress.
        const delay = Math.min(10_000, Number(url.searchParams.get('delay') ?? '0') || 0);
        if (delay === 0) return send(200, 'text/html', QA_FAULTY_HTML);
        const timer = setTimeout(() => send(200, 'text/html', QA_FAULTY_HTML), delay);
        res.on('close', () => clearTimeout(timer));
        return;
      }
      case '/qa/clean.html':
        return send(200, 'text/html', QA_CLEAN_HTML);
      case '/slow':
        // Never answers; closed when the site closes.
        pending.add(res);
        return;
      default:
        return send(404, 'text/html', '<!doctype html><title>Ikke funnet</title><p>404</p>');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of pending) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

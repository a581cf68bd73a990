const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

export function isTimeoutError(error: unknown): boolean {
  return /Timeout .*exceeded|TimeoutError/i.test(error instanceof Error ? error.message : String(error));
}

/** A short Norwegian reason for a failed navigation, from Playwright's error text. */
export function navigationErrorMessage(error: unknown, timeoutMs: number): string {
  const text = error instanceof Error ? error.message : String(error);
  if (isTimeoutError(error)) return `Siden svarte ikke i tide (ventet ${Math.round(timeoutMs / 1000)} s).`;
  const code = /net::(ERR_[A-Z_]+)/.exec(text)?.[1];
  switch (code) {
    case 'ERR_NAME_NOT_RESOLVED':
      return 'Fant ikke serveren. Sjekk adressen.';
    case 'ERR_CONNECTION_REFUSED':
      return 'Serveren nektet tilkoblingen.';
    case 'ERR_INTERNET_DISCONNECTED':
    case 'ERR_NETWORK_CHANGED':
      return 'Ingen nettverkstilkobling.';
    case 'ERR_CERT_AUTHORITY_INVALID':
    case 'ERR_CERT_COMMON_NAME_INVALID':
    case 'ERR_CERT_DATE_INVALID':
      return 'Sikkerhetssertifikatet til siden er ikke gyldig.';
    case 'ERR_UNSAFE_PORT':
      return 'Nettleseren åpner ikke denne porten.';
    case 'ERR_BLOCKED_BY_CLIENT':
      return 'Adressen er sperret på denne serveren.';
    case undefined:
      return 'Siden kunne ikke lastes.';
    default:
      return `Siden kunne ikke lastes (${code}).`;
  }
}

/** The browser-style page the live view shows when a navigation fails. */
export function errorPageHtml(url: string, message: string): string {
  return `<!doctype html><html lang="nb"><head><meta charset="utf-8"><title>Siden er ikke tilgjengelig</title>
<style>body{font-family:system-ui,sans-serif;color:#202124;background:#fff;margin:0;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{max-width:560px;padding:24px}h1{font-size:22px;font-weight:500;margin:0 0 12px}p{color:#5f6368;line-height:1.5;margin:0 0 8px}code{word-break:break-all}</style></head>
<body><main><h1>Siden er ikke tilgjengelig</h1><p>${escapeHtml(message)}</p><p><code>${escapeHtml(url)}</code></p></main></body></html>`;
}

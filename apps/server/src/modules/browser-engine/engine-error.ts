/** A failure the routes answer with its status and readable message. */
export class EngineError extends Error {
  constructor(
    readonly status: 400 | 403 | 404 | 409 | 503,
    message: string,
  ) {
    super(message);
  }
}

export function chromiumMissingMessage(executablePath: string): string {
  return `Fant ikke Chromium på ${executablePath}. Installer Chromium (for eksempel «sudo apt-get install -y chromium») eller sett miljøvariabelen CHROMIUM_PATH til Chromium-programmet, og start serveren på nytt.`;
}

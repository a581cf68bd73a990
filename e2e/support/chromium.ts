/** Debian's Chromium, with the flags these machines need (see DEVELOPERS.md). */
export const chromiumExecutable = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // A fake microphone (a tone) that is allowed without a prompt, for recording in the chat.
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
];

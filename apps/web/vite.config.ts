import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Packages the shell itself uses (React, Radix primitives behind its menus, …); lazy-only Radix parts excluded. */
const SHARED_VENDOR =
  /node_modules[\\/](react|react-dom|scheduler|clsx|tailwind-merge|class-variance-authority|tslib|aria-hidden|get-nonce|use-callback-ref|use-sidecar|react-style-singleton|react-remove-scroll(-bar)?|use-sync-external-store|@floating-ui[\\/][^\\/]+|@radix-ui[\\/](?!react-dialog|react-toast|react-switch|react-checkbox|react-progress|react-label|react-select)[^\\/]+)[\\/]/;

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { '@': path.resolve(import.meta.dirname, 'src') },
  },
  server: {
    port: 5173,
    // ws: the browser live view is a WebSocket under /api.
    proxy: { '/api': { target: 'http://localhost:5000', ws: true } },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Libraries the shell and lazy chunks share go into one chunk. Left alone, Rolldown splits
        // them into a chunk per combination of importers, and the shell pays ~4 KB of gzip for it.
        codeSplitting: { groups: [{ name: 'vendor-shared', test: SHARED_VENDOR }] },
      },
    },
  },
});

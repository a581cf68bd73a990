import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

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
  },
});

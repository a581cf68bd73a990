import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const web = path.resolve(import.meta.dirname, '../../apps/web');

export default defineConfig({
  root: import.meta.dirname,
  logLevel: 'error',
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@': path.join(web, 'src') } },
  build: { outDir: path.join(import.meta.dirname, 'dist'), emptyOutDir: true },
});

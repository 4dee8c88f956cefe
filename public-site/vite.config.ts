import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  resolve: { alias: { '@core': fileURLToPath(new URL('../core', import.meta.url)) } },
  build: {
    outDir: fileURLToPath(new URL('../dist/public-site', import.meta.url)),
    emptyOutDir: true,
    sourcemap: true,
  },
  server: { proxy: { '/api': 'http://localhost:3000', '/media': 'http://localhost:3000' } },
});

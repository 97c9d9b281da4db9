import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { API_PATH_PREFIXES } from '../lib/site-paths';

const root = fileURLToPath(new URL('.', import.meta.url));

/** Paths answered by the API, and the runtime config: never served from the app shell. */
const NOT_APP_SHELL = [...API_PATH_PREFIXES.map((prefix) => new RegExp(`^${prefix}`)), /^\/config\.json$/];

export default defineConfig({
  root,
  plugins: [
    react(),
    VitePWA({
      // 'prompt': a new version waits until the user chooses Refresh in the 'New Content Available' modal.
      registerType: 'prompt',
      strategies: 'generateSW',
      injectRegister: false,
      manifest: false,
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,woff2}'],
        navigateFallback: 'index.html',
        navigateFallbackDenylist: NOT_APP_SHELL,
        cleanupOutdatedCaches: true,
      },
    }),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1024,
  },
});

import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const root = fileURLToPath(new URL('.', import.meta.url));

/** Paths answered by the API (CloudFront forwards them): never served from the app shell. */
const API_PATHS = [/^\/api\//, /^\/lookups\//, /^\/entities\//, /^\/reports\//, /^\/storage\//, /^\/config\.json$/];

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
        navigateFallbackDenylist: API_PATHS,
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

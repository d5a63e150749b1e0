import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

// The server serves dist/ at `/` and builds the public key into index.html;
// `npm run dev` proxies the API to a server on :8080.
export default defineConfig({
  plugins: [react()],
  // Our workspace packages resolve to their TypeScript sources; Vite's own
  // conditions must stay next to ours.
  resolve: { conditions: ['@tenderdesk/source', ...defaultClientConditions] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // bench/bundle-size.mjs reads the chunk graph from the manifest.
    manifest: true,
    chunkSizeWarningLimit: 1500,
  },
  server: { proxy: { '/gc-manage': 'http://127.0.0.1:8080' } },
});

import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The fixture gallery: every *.fixture.tsx of the UI kit on one page, for looking at the blocks in a
// real browser. Build: npx vite build --config packages/ui/gallery/vite.config.ts
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: './',
  plugins: [react()],
  // One chunk is fine for a local gallery; the portal's own build splits by area.
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022', chunkSizeWarningLimit: 2000 },
});

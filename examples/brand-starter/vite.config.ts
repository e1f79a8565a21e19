// The platform answers /wps (the portal API) and /lgw (game launches) on its own origin; the dev
// server and `vite preview` pass both through, so the page and its calls share one origin (as
// behind the operator's CDN). PLATFORM_ORIGIN: where the platform runs (`npm start` in the portal
// repository serves it on http://localhost:8080).
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const platform = process.env.PLATFORM_ORIGIN ?? 'http://localhost:8080';
const proxy = { '/wps': platform, '/lgw': platform };

export default defineConfig({
  plugins: [react()],
  server: { proxy },
  preview: { proxy },
});

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// API paths the dev server forwards to the Fastify process (npm run dev).
const api = [
  '/login',
  '/sair',
  '/api',
  '/admbackend',
  '/minhasturmas',
  '/listaralunos',
  '/listartodosalunos',
];
const target = `http://127.0.0.1:${process.env.API_PORT ?? 3001}`;

export default defineConfig({
  root: 'src/client',
  publicDir: '../../public',
  plugins: [react()],
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 600,
  },
  server: {
    port: 3000,
    proxy: Object.fromEntries(api.map((p) => [p, { target, changeOrigin: false }])),
  },
});

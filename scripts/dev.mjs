// npm run dev: the API on 3001 with reload, and Vite's dev server on 3000 proxying to it.
import { spawn } from 'node:child_process';

const env = { ...process.env, PORT: process.env.API_PORT ?? '3001', NODE_ENV: 'development' };
const children = [
  spawn('npx', ['tsx', 'watch', 'src/server/main.ts'], { stdio: 'inherit', env }),
  spawn('npx', ['vite'], { stdio: 'inherit', env: { ...process.env, API_PORT: env.PORT } }),
];
const stop = () => {
  for (const c of children) c.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children) c.on('exit', stop);

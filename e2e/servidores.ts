// Playwright's web server command (playwright.config.ts): every browser-test server
// (e2e/server.ts) at once, each a process of its own, given in E2E_SERVIDORES as a JSON list
// of `{ indice, postgres? }`. Prints "Servidores prontos" once every one has answered a
// request (the first line of each server's log, e2e/log-check.ts); when one fails to start,
// stops the others and exits with its code. Playwright ends the run by
// killing this process's group, the servers with it.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const lista = JSON.parse(process.env.E2E_SERVIDORES ?? '[{"indice":0}]') as {
  indice: number;
  postgres?: string;
}[];

let prontos = 0;
const filhos = lista.map(({ indice, postgres }) => {
  const filho = spawn(process.execPath, ['--import', 'tsx', 'e2e/server.ts'], {
    env: {
      ...process.env,
      E2E_SERVIDOR: String(indice),
      ...(postgres ? { E2E_DATABASE_URL: postgres } : {}),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  createInterface({ input: filho.stdout }).on('line', (linha) => {
    console.info(linha);
    const url = new RegExp(`^Servidor ${indice} ouvindo em (\\S+)$`).exec(linha)?.[1];
    if (!url) return;
    void fetch(`${url}/`).then(() => {
      if (++prontos === lista.length) console.info('Servidores prontos');
    });
  });
  filho.once('exit', (codigo, sinal) => {
    for (const outro of filhos) if (outro !== filho) outro.kill();
    process.exit(codigo ?? (sinal ? 1 : 0));
  });
  return filho;
});

// Graceful shutdown, on a real server process (src/server/main.ts, bundled) over a
// database of its own: SIGTERM in the middle of a burst of attendance sends loses no
// acknowledged send and exits 0; a request that never finishes is cut at
// SHUTDOWN_TIMEOUT_MS; new connections are refused at once; and requests still
// arriving on open connections while closing get 503 in the one error shape.
import { type ChildProcess, spawn } from 'node:child_process';
import { connect as connectTcp, type Socket } from 'node:net';
import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connect } from '#server/db/connect.ts';
import { type BancoProprio, bancoProprio, prepararBanco } from '#server/test/banco-proprio.ts';
import { envio, enviosFaltando, turmaComChamadas } from '#server/test/chamadas.ts';
import { processoCompilado } from '#server/test/processo-compilado.ts';
import { MSG_RECUSA } from '#shared/messages/recusas.ts';
import { buildApp } from './app';
import { parseEnv } from './env';
import { encerrarESair } from './shutdown';

const ROOT = resolve(import.meta.dirname, '../..');
const ADMIN = { usuario: 'admin@encerramento.local', senha: 'senha-do-encerramento' };

interface Servidor {
  proc: ChildProcess;
  base: string;
  saida: () => string;
  fim: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Starts the bundled src/server/main.ts on a free port and waits until it listens. */
async function iniciar(url: string, extra: Record<string, string> = {}): Promise<Servidor> {
  const proc = spawn(process.execPath, [await processoCompilado('main')], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      DATABASE_URL: url,
      ADMIN_EMAIL: ADMIN.usuario,
      ADMIN_PASSWORD: ADMIN.senha,
      LOG_LEVEL: 'warn',
      ...extra,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let texto = '';
  proc.stdout!.on('data', (c) => {
    texto += c;
  });
  proc.stderr!.on('data', (c) => {
    texto += c;
  });
  const fim = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((ok) =>
    proc.once('exit', (code, signal) => ok({ code, signal })),
  );
  const base = await new Promise<string>((ok, falha) => {
    const ver = () => {
      const m = /Estocada em (http:\/\/\S+)/.exec(texto);
      if (m) ok(m[1].replace('localhost', '127.0.0.1'));
    };
    proc.stdout!.on('data', ver);
    void fim.then(() => falha(new Error(`server exited before listening:\n${texto}`)));
    setTimeout(() => falha(new Error(`server did not start:\n${texto}`)), 30_000).unref();
  });
  return { proc, base, saida: () => texto, fim };
}

async function entrar(base: string): Promise<string> {
  const res = await fetch(`${base}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  expect(res.status).toBe(200);
  return res.headers.getSetCookie()[0].split(';')[0];
}

let banco: BancoProprio | undefined;
let servidor: Servidor | undefined;
afterEach(async () => {
  if (servidor && servidor.proc.exitCode === null && servidor.proc.signalCode === null) {
    servidor.proc.kill('SIGKILL');
    await servidor.fim;
  }
  servidor = undefined;
  await banco?.drop();
  banco = undefined;
});

// A server process starts in a few seconds, longer on a busy machine.
describe('SIGTERM', { timeout: 90_000 }, () => {
  it('during a burst of chamada sends: every send answered 200 is stored, exit code 0', async () => {
    banco = await bancoProprio();
    const turma = await prepararBanco(banco.url, (db) => turmaComChamadas(db, 600));
    servidor = await iniciar(banco.url);
    const { base } = servidor;
    const cookie = await entrar(base);

    const confirmados: number[] = [];
    const recusas: number[] = [];
    let proximo = 0;
    let confirmadosAntesDoSinal = 0;
    const trabalhador = async () => {
      while (proximo < turma.chamadas.length) {
        const i = proximo++;
        let res: Response;
        try {
          res = await fetch(`${base}/api/chamada/enviar`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', cookie },
            body: JSON.stringify(envio(turma, i)),
          });
        } catch {
          return; // the server closed the connection or refused a new one
        }
        const corpo = await res.json();
        if (res.status !== 200) {
          recusas.push(res.status);
          expect(corpo).toEqual({ message: MSG_RECUSA.servidorEncerrando });
          return;
        }
        confirmados.push(i);
        if (confirmados.length === 40) {
          confirmadosAntesDoSinal = confirmados.length;
          servidor!.proc.kill('SIGTERM');
        }
      }
    };
    await Promise.all(Array.from({ length: 16 }, trabalhador));
    const { code } = await servidor.fim;
    expect(code, servidor.saida()).toBe(0);
    // The signal came in the middle: sends were still going, and the burst did not finish.
    expect(confirmadosAntesDoSinal).toBe(40);
    expect(proximo).toBeLessThan(turma.chamadas.length);
    expect(recusas.every((s) => s === 503)).toBe(true);

    const database = connect(banco.url);
    try {
      expect(await enviosFaltando(database.db, turma, confirmados)).toEqual([]);
    } finally {
      await database.close();
    }
  });

  it('cuts a request that never ends at SHUTDOWN_TIMEOUT_MS and refuses new connections at once', async () => {
    banco = await bancoProprio();
    await prepararBanco(banco.url, async () => {});
    servidor = await iniciar(banco.url, { SHUTDOWN_TIMEOUT_MS: '1500' });
    const { port } = new URL(servidor.base);

    // A login whose body never arrives: in flight until the limit.
    const lento: Socket = connectTcp(Number(port), '127.0.0.1');
    await new Promise((ok) => lento.once('connect', ok));
    const fechou = new Promise((ok) => lento.once('close', ok));
    lento.on('error', () => {});
    lento.write(
      'POST /login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
        'Content-Length: 100\r\n\r\n{"usuario":',
    );
    await new Promise((ok) => setTimeout(ok, 300));

    const inicio = Date.now();
    servidor.proc.kill('SIGTERM');
    await new Promise((ok) => setTimeout(ok, 300));
    await expect(fetch(`${servidor.base}/health`)).rejects.toThrow();

    const { code } = await servidor.fim;
    const duracao = Date.now() - inicio;
    await fechou;
    expect(code, servidor.saida()).toBe(1);
    expect(duracao).toBeGreaterThanOrEqual(1_400);
    expect(duracao).toBeLessThan(6_000);
    expect(servidor.saida()).toContain('interrompidas');
  });
  it("exits in time when the log's reader has gone (its pipes closed before the signal)", async () => {
    banco = await bancoProprio();
    await prepararBanco(banco.url, async () => {});
    // LOG_LEVEL info: the shutdown writes its own lines to the closed pipe.
    servidor = await iniciar(banco.url, { SHUTDOWN_TIMEOUT_MS: '1000', LOG_LEVEL: 'info' });
    // As a supervisor that restarts, or a log pipe that broke: the parent closes its ends.
    servidor.proc.stdout!.destroy();
    servidor.proc.stderr!.destroy();
    await new Promise((ok) => setTimeout(ok, 200));
    const inicio = Date.now();
    servidor.proc.kill('SIGTERM');
    const fim = await Promise.race([
      servidor.fim,
      new Promise<'ainda vivo'>((ok) => setTimeout(() => ok('ainda vivo'), 6_000)),
    ]);
    expect(fim).toEqual({ code: 0, signal: null });
    expect(Date.now() - inicio).toBeLessThan(1_000 + 4_000);
  });
});

describe('while closing', () => {
  it('answers requests still arriving with 503 in the one error shape', async () => {
    const database = connect(':memory:');
    const env = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: ':memory:' });
    const app = await buildApp({ env, database, clientDir: '/nonexistent' });
    // Holds the close between "closing" and "stop listening", to send a request then.
    let liberar = () => {};
    let entrou = () => {};
    const dentro = new Promise<void>((ok) => {
      entrou = ok;
    });
    app.addHook('preClose', async () => {
      entrou();
      await new Promise<void>((ok) => {
        liberar = ok;
      });
    });
    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    const fechando = app.close();
    await dentro;
    const res = await fetch(`${base}/health`);
    liberar();
    await fechando;
    await database.close();
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ message: MSG_RECUSA.servidorEncerrando });
    expect(res.headers.get('connection')).toBe('close');
  });
});

describe('the last resort', () => {
  it('exits with 1 once the limits have passed, when closing never ends', async () => {
    vi.useFakeTimers();
    try {
      const nunca = () => new Promise<never>(() => {});
      const log = { info() {}, warn() {}, error: vi.fn() };
      const server = { closeAllConnections() {}, closeIdleConnections() {} };
      const app = { close: nunca, server, log } as unknown as FastifyInstance;
      const sair = vi.fn();
      void encerrarESair({ app, database: { close: nunca }, timeoutMs: 1_500 }, sair);
      // The requests' limit (1.5 s), the database's (2 s), and a margin.
      await vi.advanceTimersByTimeAsync(1_500 + 2_000 + 999);
      expect(sair).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(sair).toHaveBeenCalledExactlyOnceWith(1);
      expect(log.error).toHaveBeenCalledWith(expect.stringContaining('saindo assim mesmo'));
    } finally {
      vi.useRealTimers();
    }
  });
});

// buildApp(): the whole HTTP application, used by main.ts and by the tests.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Duplex } from 'node:stream';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyPluginAsync,
  type FastifyReply,
} from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { MSG } from '#shared/messages/comum.ts';
import { MSG_INATIVO } from '#shared/messages/inativos.ts';
import { MSG_RECUSA } from '#shared/messages/recusas.ts';
import { rotuloDoCampo } from '#shared/rules/campos.ts';
import type { ErroResposta } from '#shared/schemas/erro.ts';
import { nulosComoAusentes, type z } from '#shared/schemas/fields.ts';
import { apiDocsRoutes, registerApiDocument } from './api-docs';
import { exigirAcesso } from './auth/guards';
import authRoutes from './auth/routes';
import { SessionCache } from './auth/sessions';
import type { Db } from './db/connect';
import { isCapacityViolation, isInactiveViolation } from './db/errors';
import type { Env } from './env';
import admRoutes from './features/adm/routes';
import auditoriaRoutes from './features/auditoria/routes';
import aulasRoutes from './features/aulas/routes';
import cepRoutes from './features/cep/routes';
import clubeRoutes from './features/clube/routes';
import configRoutes from './features/config/routes';
import contaRoutes from './features/conta/routes';
import esgrimaRoutes from './features/esgrima/routes';
import experimentalRoutes from './features/experimental/routes';
import familiaRoutes from './features/familia/routes';
import financeiroRoutes from './features/financeiro/routes';
import inicioRoutes from './features/inicio/routes';
import materialRoutes from './features/material/routes';
import matriculaRoutes from './features/matricula/routes';
import mensagensRoutes from './features/mensagens/routes';
import notificacoesRoutes from './features/notificacoes/routes';
import pessoasRoutes from './features/pessoas/routes';
import privacidadeRoutes from './features/privacidade/routes';
import relatoriosRoutes from './features/relatorios/routes';
import saudeRoutes from './features/saude/routes';
import { HttpError, notFound, serviceUnavailable } from './http-error';
import { idNaResposta, type LogStream, opcoesDeLog, registrarLogDeRequisicoes } from './logging';
import { cabecalhosDeSeguranca } from './security-headers';
import { serializerCompiler } from './serializer';
import './types';

export interface BuildOptions {
  env: Env;
  database: Db;
  /** Folder with the built SPA; served when it exists. */
  clientDir?: string;
  /** Where log lines go instead of stdout. */
  logStream?: LogStream;
  /** Run the billing job at start and every hour (the server; tests run it on demand). */
  emissaoAutomatica?: boolean;
  /** With SMTP_URL, run the outbox's worker (the server; tests run it on demand). */
  entregaAutomatica?: boolean;
}

const NOME_DO_PLUGIN = Symbol.for('fastify.display-name');

/**
 * Every plugin registered in the app, at any depth, is named after its function. Fastify
 * names each plugin it registers and, for one without a display name, first looks for it
 * among the exports of every loaded CommonJS module (`require.cache`, twice per
 * registration) before taking the function's name: the same name, found without the
 * search. Nested instances inherit `register` from the root, so one wrapper covers them.
 */
function nomearPlugins(app: FastifyInstance): void {
  const registrar = app.register;
  app.register = function (this: FastifyInstance, plugin: unknown, opcoes?: unknown) {
    if (typeof plugin === 'function' && plugin.name && !(NOME_DO_PLUGIN in plugin)) {
      Object.defineProperty(plugin, NOME_DO_PLUGIN, { value: plugin.name });
    }
    return Reflect.apply(registrar, this, [plugin, opcoes]);
  } as FastifyInstance['register'];
}

export async function buildApp({
  env,
  database,
  clientDir = resolve('dist/client'),
  logStream,
  emissaoAutomatica = false,
  entregaAutomatica = false,
}: BuildOptions) {
  const app = Fastify({
    ...opcoesDeLog(env, logStream),
    trustProxy: env.TRUST_PROXY,
    bodyLimit: 256 * 1024,
    clientErrorHandler: respostaDoParser,
    // Malformed or overlong path segments, met by the router before any route: the one pt-BR shape too.
    frameworkErrors: (error, request, reply: FastifyReply) => {
      const { status, body } = respostaDeErro(error, request.url);
      void reply.code(status).send(body);
    },
    // While closing, requests still arriving on open connections get our own 503 (below).
    return503OnClosing: false,
    // `/api/pessoa/` is `/api/pessoa`, as the original server's framework matched both
    // (docs/compatibility.md).
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();
  nomearPlugins(app);

  // A body's `null` in a field that may be absent is read as absent (fields.ts nulosComoAusentes).
  app.setValidatorCompiler<z.ZodType>((rota) => {
    const validar = validatorCompiler(rota);
    const limpar = rota.httpPart === 'body' ? nulosComoAusentes(rota.schema) : undefined;
    return limpar ? (data) => validar(limpar(data)) : validar;
  });
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', database.db);
  app.decorate('dialect', database.dialect);
  app.decorate('versions', database.versions);
  app.decorate('sessionCache', new SessionCache(database.versions));
  app.decorate('env', env);
  app.decorateRequest('user', null);
  app.decorateRequest('familia', null);

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, body } = respostaDeErro(error, request.url);
    // Our own 503s (shutting down, database not ready) are answers, not faults.
    if (status >= 500 && !(error instanceof HttpError)) request.log.error(error);
    return reply.code(status).send(body);
  });

  const seguranca = cabecalhosDeSeguranca([
    resolve(clientDir, 'login.html'),
    resolve(clientDir, 'index.html'),
  ]);
  registrarLogDeRequisicoes(app);
  // Shutting down (shutdown.ts): the requests in flight finish, newer ones are refused,
  // and no connection is kept alive for another request.
  let encerrando = false;
  app.addHook('preClose', async () => {
    encerrando = true;
  });
  // What every request gets before its route, in one hook (each hook is a step of
  // Fastify's runner on every request): the security headers, its id, and the refusal
  // while shutting down.
  app.addHook('onRequest', (request, reply, done) => {
    seguranca.aoPedir(request, reply);
    idNaResposta(request, reply);
    done(encerrando ? serviceUnavailable(MSG_RECUSA.servidorEncerrando) : undefined);
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    seguranca.aoEnviar(reply);
    if (encerrando) reply.header('connection', 'close');
    done(null, payload);
  });

  await app.register(fastifyCookie);
  await registerApiDocument(app);
  // Every API route: who may call it is declared and checked before its input is read.
  const api: FastifyPluginAsync = async (rotas) => {
    rotas.addHook('onRoute', exigirAcesso);
    await rotas.register(authRoutes);
    await rotas.register(contaRoutes);
    await rotas.register(cepRoutes);
    await rotas.register(configRoutes);
    await rotas.register(clubeRoutes);
    await rotas.register(esgrimaRoutes);
    await rotas.register(inicioRoutes);
    await rotas.register(notificacoesRoutes);
    await rotas.register(admRoutes);
    await rotas.register(matriculaRoutes);
    await rotas.register(aulasRoutes);
    await rotas.register(relatoriosRoutes);
    await rotas.register(pessoasRoutes);
    await rotas.register(auditoriaRoutes);
    await rotas.register(privacidadeRoutes);
    await rotas.register(financeiroRoutes, { emissaoAutomatica });
    await rotas.register(saudeRoutes, { schema: database.schema });
    await rotas.register(materialRoutes);
    await rotas.register(experimentalRoutes);
    await rotas.register(apiDocsRoutes);
    await rotas.register(mensagensRoutes, { entregaAutomatica });
    await rotas.register(familiaRoutes);
  };
  await app.register(api);

  const indexHtml = resolve(clientDir, 'index.html');
  // `/` already rendered at build time (vite.config.ts), so the login form paints before the JS runs.
  const loginHtml = existsSync(resolve(clientDir, 'login.html')) ? 'login.html' : 'index.html';
  if (existsSync(indexHtml)) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      setHeaders(res, path) {
        if (path.includes('/assets/')) res.setHeader('cache-control', 'public, max-age=31536000, immutable');
      },
    });
    // Client-side routes: every other page navigation gets the SPA shell.
    app.setNotFoundHandler((request, reply) => {
      if (request.method === 'GET' && request.headers.accept?.includes('text/html')) {
        const file = request.url === '/' || request.url.startsWith('/?') ? loginHtml : 'index.html';
        return reply.header('cache-control', 'no-cache').sendFile(file, { cacheControl: false });
      }
      return reply.code(404).send(notFound().body);
    });
  } else {
    app.setNotFoundHandler((_request, reply) => reply.code(404).send(notFound().body));
  }

  return app;
}

/** Any error a request ended with, as its status and the one error shape. */
function respostaDeErro(error: FastifyError, url: string): { status: number; body: ErroResposta } {
  if (error instanceof HttpError) return { status: error.statusCode, body: error.body };
  if (hasZodFastifySchemaValidationErrors(error)) {
    const campos: Record<string, string> = {};
    for (const issue of error.validation) {
      const path =
        issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || error.validationContext || 'body';
      campos[path] ??= issue.message ?? MSG_RECUSA.dadosInvalidos;
    }
    // The message names the first field by its pt-BR name, never by its path.
    const first = Object.entries(campos)[0];
    const rotulo = first ? rotuloDoCampo(first[0], url) : null;
    const message = first
      ? `${MSG_RECUSA.dadosInvalidos} ${rotulo ? `${rotulo}: ` : ''}${first[1]}`
      : MSG_RECUSA.dadosInvalidos;
    return { status: 400, body: { message, campos } };
  }
  // The database's capacity trigger refused a link no route's own check caught first.
  if (isCapacityViolation(error)) return { status: 409, body: { message: MSG_RECUSA.turmaLotada } };
  if (isInactiveViolation(error)) return { status: 409, body: { message: MSG_INATIVO.alunoInativoTurma } };
  const status = error.statusCode ?? 500;
  if (status >= 500) return { status: 500, body: { message: MSG.erroInterno } };
  // Fastify's own client errors (malformed JSON, body too large, wrong content type).
  const message =
    status === 413
      ? MSG_RECUSA.conteudoGrande
      : status === 415
        ? MSG_RECUSA.tipoConteudo
        : MSG_RECUSA.dadosInvalidos;
  return { status, body: { message } };
}

/**
 * Errors Node's HTTP parser meets before Fastify sees a request (headers too
 * large, malformed request line): answered in the same JSON shape, then closed.
 */
function respostaDoParser(error: Error & { code?: string }, socket: Duplex) {
  if (!socket.writable) return socket.destroy();
  const [status, reason, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', MSG_RECUSA.cabecalhosGrandes]
      : [400, 'Bad Request', MSG_RECUSA.requisicaoInvalida];
  const body = JSON.stringify({ message } satisfies ErroResposta);
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

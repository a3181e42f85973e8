// buildApp(): the whole HTTP application, used by main.ts and by the tests.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyError } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { MSG } from '#shared/messages.ts';
import authRoutes from './auth/routes';
import { SessionCache } from './auth/sessions';
import type { Db } from './db/connect';
import type { Env } from './env';
import admRoutes from './features/adm/routes';
import aulasRoutes from './features/aulas/routes';
import cepRoutes from './features/cep/routes';
import configRoutes from './features/config/routes';
import matriculaRoutes from './features/matricula/routes';
import { HttpError } from './http-error';
import './types';

export interface BuildOptions {
  env: Env;
  database: Db;
  /** Folder with the built SPA; served when it exists. */
  clientDir?: string;
}

export async function buildApp({ env, database, clientDir = resolve('dist/client') }: BuildOptions) {
  const app = Fastify({
    logger: { level: env.LOG_LEVEL },
    trustProxy: env.TRUST_PROXY,
    bodyLimit: 256 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', database.db);
  app.decorate('dialect', database.dialect);
  app.decorate('versions', database.versions);
  app.decorate('sqlite', database.sqlite ?? null);
  app.decorate('pgPool', database.pool ?? null);
  app.decorate('sessionCache', new SessionCache(database.versions));
  app.decorate('env', env);
  app.decorateRequest('user', null);

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const campos: Record<string, string> = {};
      for (const issue of error.validation) {
        const path =
          issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || error.validationContext || 'body';
        campos[path] ??= issue.message ?? MSG.dadosInvalidos;
      }
      const first = Object.entries(campos)[0];
      return reply.code(400).send({
        message: first ? `${MSG.dadosInvalidos} ${first[0]}: ${first[1]}` : MSG.dadosInvalidos,
        campos,
      });
    }
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send({ message: error.message, ...error.extra });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error(error);
      return reply.code(500).send({ message: MSG.erroInterno });
    }
    // Fastify's own client errors (malformed JSON, body too large, wrong content type).
    return reply
      .code(status)
      .send({ message: status === 413 ? 'Conteúdo grande demais.' : MSG.dadosInvalidos });
  });

  await app.register(fastifyCookie);
  await app.register(authRoutes);
  await app.register(cepRoutes);
  await app.register(configRoutes);
  await app.register(admRoutes);
  await app.register(matriculaRoutes);
  await app.register(aulasRoutes);

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
      return reply.code(404).send({ message: MSG.naoEncontrado });
    });
  } else {
    app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: MSG.naoEncontrado }));
  }

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

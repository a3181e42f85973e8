// What every billing handler needs beside the request: the club day and the link secret.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { segredoDosLinks } from '#server/repositories/links-publicos.ts';
import { hojeNoFuso } from '#shared/rules/datas.ts';

/** The link secret, read once per app (the environment's, else the one kept in the database). */
export function segredoDe(app: FastifyInstance): () => Promise<string> {
  let segredo: Promise<string> | null = null;
  return () => {
    segredo ??= segredoDosLinks(app.db, app.env.LINK_SECRET).catch((err) => {
      segredo = null;
      throw err;
    });
    return segredo;
  };
}

export const hojeDe = (app: FastifyInstance) => hojeNoFuso(app.env.TZ_CLUB);

/** The site's origin as the caller reached it (the late list's messages carry full links). */
export const origemDe = (req: FastifyRequest) => `${req.protocol}://${req.host}`;

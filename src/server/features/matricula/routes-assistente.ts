// The public reads the enrolment wizards need: units by city and type, classes with
// their free places.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publico } from '#server/auth/guards.ts';
import { TIPOS_UNIDADE, type TipoUnidade } from '#shared/constants.ts';
import { MSG_MATRICULA } from '#shared/messages/matricula.ts';
import { id, texto, z } from '#shared/schemas/fields.ts';
import { turmaFormatada } from '#shared/schemas/matricula.ts';
import { unidadeCidade } from '#shared/schemas/unidade.ts';
import * as repo from './repository';

const tipoUnidade = z.enum(TIPOS_UNIDADE, { error: MSG_MATRICULA.tipoUnidadeInvalido });
const cidade = texto(100);
const unidades = { 200: z.array(unidadeCidade) };

const assistenteRoutes: FastifyPluginAsyncZod = async (app) => {
  // Units of two tipos in a city (paying wizard: dec + particular).
  app.post(
    '/api/unidade/cidade/2tipo',
    {
      ...publico,
      schema: { body: z.object({ cidade, tipo1: tipoUnidade, tipo2: tipoUnidade }), response: unidades },
    },
    async (request) => {
      const { cidade: c, tipo1, tipo2 } = request.body;
      return repo.unidadesNaCidade(app.db, c, [tipo1, tipo2] as TipoUnidade[]);
    },
  );

  // Units of one tipo in a city (non-paying: dec; school: publica).
  app.post(
    '/api/unidade/cidade/1tipo',
    { ...publico, schema: { body: z.object({ cidade, tipo: tipoUnidade }), response: unidades } },
    async (request) => repo.unidadesNaCidade(app.db, request.body.cidade, [request.body.tipo]),
  );

  // Classes with nome_formatado and free places; ?id_unidade= narrows to one unit.
  app.get(
    '/api/turma/formatada',
    {
      ...publico,
      schema: {
        querystring: z.object({ id_unidade: id.optional() }),
        response: { 200: z.array(turmaFormatada) },
      },
    },
    async (request) => repo.turmasFormatadas(app.db, request.query.id_unidade),
  );
};

export default assistenteRoutes;

// What the club learns from its records: the student profile and the attendance
// reports (grid per class, indicators per class/teacher/unit/week, students at risk,
// CSV export). Who may read a class or a student is asked of #server/policies; the SQL
// is in repository-*.ts, whose reasons for failing become HTTP answers here.
import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { admin, userOf, usuario } from '#server/auth/guards.ts';
import { badRequest, forbidden } from '#server/http-error.ts';
import { podeVerAluno, podeVerClube, podeVerTurma } from '#server/policies/index.ts';
import { autoria } from '#server/repositories/auditoria.ts';
import { MSG_REL } from '#shared/messages/relatorios.ts';
import { hojeNoFuso } from '#shared/rules/datas.ts';
import { mesDe } from '#shared/rules/frequencia.ts';
import { categoriaArmaResponse } from '#shared/schemas/esgrima.ts';
import { idParam } from '#shared/schemas/fields.ts';
import { painelResponse } from '#shared/schemas/painel.ts';
import {
  alunoPeriodoQuery,
  alunoPeriodoResponse,
  filtrosQuery,
  filtrosResponse,
  frequenciaCsvQuery,
  gradeTurmaQuery,
  gradeTurmaResponse,
  perfilResponse,
  resumoQuery,
  resumoResponse,
  riscoQuery,
  riscoResponse,
} from '#shared/schemas/relatorios.ts';
import type { Periodo } from './comum';
import { recusaDoRelatorio } from './recusas';
import * as repo from './repository';
import { alunosPorCategoriaEArma } from './repository-categorias';

const relatoriosRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, env } = app;
  const hoje = () => hojeNoFuso(env.TZ_CLUB);

  /** The asked period; a missing end is filled from the month of the other one (or of today). */
  function periodo(q: { de?: string; ate?: string }): Periodo {
    const dia = hoje();
    const de = q.de ?? mesDe(q.ate ?? dia).de;
    const ate = q.ate ?? mesDe(q.de ?? dia).ate;
    if (de > ate) throw badRequest(MSG_REL.periodoInvertido, { campos: { ate: MSG_REL.periodoInvertido } });
    return { de, ate, hoje: dia, fuso: env.TZ_CLUB };
  }

  async function turmaPermitida(request: Parameters<typeof userOf>[0], id_turma: number) {
    const r = await repo.turmaDoRelatorio(db, id_turma);
    if (!r.ok) throw recusaDoRelatorio(r);
    if (!podeVerTurma(userOf(request), r.turma)) throw forbidden();
    return r.turma;
  }

  async function alunoPermitido(request: Parameters<typeof userOf>[0], id_aluno: number) {
    const r = await repo.alunoDoRelatorio(db, id_aluno);
    if (!r.ok) throw recusaDoRelatorio(r);
    if (!podeVerAluno(userOf(request), r.turmas)) throw forbidden();
    return r.turmas;
  }

  // The profile: everything for administrators, the teaching view for the student's teachers.
  app.get(
    '/api/relatorios/aluno/:id',
    { ...usuario, schema: { params: idParam, response: { 200: perfilResponse } } },
    async (request) => {
      const turmas = await alunoPermitido(request, request.params.id);
      const r = await repo.perfil(db, request.params.id, turmas, {
        completo: podeVerClube(userOf(request)),
        hoje: hoje(),
        quem: autoria(request),
      });
      if (!r.ok) throw recusaDoRelatorio(r);
      return r.perfil;
    },
  );

  app.get(
    '/api/relatorios/aluno/:id/periodo',
    {
      ...usuario,
      schema: { params: idParam, querystring: alunoPeriodoQuery, response: { 200: alunoPeriodoResponse } },
    },
    async (request) => {
      const turmas = await alunoPermitido(request, request.params.id);
      return repo.alunoPeriodo(db, request.params.id, turmas, periodo(request.query));
    },
  );

  // One class over a period: students × class dates.
  app.get(
    '/api/relatorios/turma',
    { ...usuario, schema: { querystring: gradeTurmaQuery, response: { 200: gradeTurmaResponse } } },
    async (request) => {
      const turma = await turmaPermitida(request, request.query.id_turma);
      const p = periodo(request.query);
      const [grade] = await repo.gradesDe(db, [turma], p);
      return { ...grade, hoje: p.hoje };
    },
  );

  app.get(
    '/api/relatorios/resumo',
    { ...admin, schema: { querystring: resumoQuery, response: { 200: resumoResponse } } },
    async (request) => {
      const { de, ate, ...escopo } = request.query;
      return repo.resumo(db, escopo, periodo({ de, ate }));
    },
  );

  app.get(
    '/api/relatorios/risco',
    { ...admin, schema: { querystring: riscoQuery, response: { 200: riscoResponse } } },
    async (request) => repo.emRisco(db, request.query, hoje()),
  );

  // The administrator's dashboard (/adm): the club today, in one answer.
  app.get('/api/relatorios/painel', { ...admin, schema: { response: { 200: painelResponse } } }, async () =>
    repo.painel(db, hoje()),
  );

  // Active students per competition category and weapon.
  app.get(
    '/api/relatorios/categorias',
    { ...admin, schema: { response: { 200: categoriaArmaResponse } } },
    async () => alunosPorCategoriaEArma(db, hoje()),
  );

  app.get(
    '/api/relatorios/filtros',
    { ...admin, schema: { querystring: filtrosQuery, response: { 200: filtrosResponse } } },
    async (request) => repo.filtros(db, request.query),
  );

  // The grid as a spreadsheet, streamed: one class (its teacher or an administrator),
  // or every class (administrators).
  app.get(
    '/api/relatorios/frequencia.csv',
    { ...usuario, schema: { querystring: frequenciaCsvQuery } },
    async (request, reply) => {
      const { id_turma } = request.query;
      const turma = id_turma === undefined ? undefined : await turmaPermitida(request, id_turma);
      if (!turma && !podeVerClube(userOf(request))) throw forbidden(MSG_REL.csvTodasSoAdm);
      const p = periodo(request.query);
      const nome = `frequencia-${turma ? `turma-${turma.id_turma}` : 'todas'}-${p.de}-${p.ate}.csv`;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${nome}"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(repo.frequenciaCsv(db, turma, p), { objectMode: false }));
    },
  );
};

export default relatoriosRoutes;

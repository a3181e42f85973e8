// Bringing an existing club in (administrators): the template, the preview (every
// problem of every row, nothing written) and the import (all rows in one transaction,
// or none: any problem found again inside the transaction refuses the whole file).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { admin } from '#server/auth/guards.ts';
import { HttpError } from '#server/http-error.ts';
import { MSG_IMP } from '#shared/messages/importacao.ts';
import { hojeNoFuso } from '#shared/rules/datas.ts';
import {
  COLUNAS_IMPORTACAO,
  IMPORTACAO_AMOSTRA,
  IMPORTACAO_MAX_PROBLEMAS,
  importacaoInput,
  importadoResponse,
  type Previa,
  previaResponse,
} from '#shared/schemas/importacao.ts';
import { lerCsv, validarLinha } from './linhas';
import { conferirNoBanco, importar, type LinhaConferida, problemasDe } from './repository';

/** A file of IMPORTACAO_MAX_LINHAS full rows, sent as JSON text. */
const LIMITE_CORPO = 12 * 1024 * 1024;

const importacaoRoutes: FastifyPluginAsyncZod = async (app) => {
  const hoje = () => hojeNoFuso(app.env.TZ_CLUB);

  /** The file read and every row checked without the database. */
  function ler(arquivo: string, dia: string) {
    const { registros, problemas } = lerCsv(arquivo);
    return { arquivo: problemas, linhas: registros.map((r) => validarLinha(r, dia)) };
  }

  function previa(arquivo: Previa['problemas'], linhas: LinhaConferida[]): Previa {
    const problemas = [...arquivo, ...problemasDe(linhas)];
    return {
      linhas: linhas.length,
      comProblemas: linhas.filter((l) => l.problemas.length > 0).length,
      totalProblemas: problemas.length,
      problemas: problemas.slice(0, IMPORTACAO_MAX_PROBLEMAS),
      amostra: linhas.slice(0, IMPORTACAO_AMOSTRA).map((l) => ({
        linha: l.linha,
        nome: l.nome,
        tipo_aluno: l.tipo_aluno,
        turmas: l.nomesTurma,
        responsaveis: [l.responsavel1, l.responsavel2].filter(Boolean).length,
        ok: l.problemas.length === 0,
      })),
    };
  }

  // The template: the header row, as Excel in pt-BR opens and saves it (`;`, a BOM).
  app.get('/api/importacao/alunos/modelo.csv', { ...admin }, async (_request, reply) =>
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="modelo-importacao-alunos.csv"')
      .send(`\uFEFF${COLUNAS_IMPORTACAO.map((c) => c.titulo).join(';')}\r\n`),
  );

  app.post(
    '/api/importacao/alunos/previa',
    {
      ...admin,
      bodyLimit: LIMITE_CORPO,
      schema: { body: importacaoInput, response: { 200: previaResponse } },
    },
    async (request) => {
      const { arquivo, linhas } = ler(request.body.arquivo, hoje());
      return previa(arquivo, await conferirNoBanco(app.db, linhas, { travar: false }));
    },
  );

  app.post(
    '/api/importacao/alunos',
    {
      ...admin,
      bodyLimit: LIMITE_CORPO,
      schema: { body: importacaoInput, response: { 201: importadoResponse } },
    },
    async (request, reply) => {
      const dia = hoje();
      const { arquivo, linhas } = ler(request.body.arquivo, dia);
      const r = await importar(app.db, arquivo, linhas, dia);
      if (!r.ok) {
        const p = previa(arquivo, r.linhas);
        throw new HttpError(422, MSG_IMP.nadaImportado(Math.max(1, p.comProblemas)), {
          problemas: p.problemas,
        });
      }
      return reply.code(201).send({ importados: r.importados, message: MSG_IMP.importados(r.importados) });
    },
  );
};

export default importacaoRoutes;

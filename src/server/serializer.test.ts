import { describe, expect, it } from 'vitest';
import { alunoItem } from '#shared/schemas/aluno.ts';
import { erroResposta } from '#shared/schemas/erro.ts';
import type { z } from '#shared/schemas/fields.ts';
import { paginaCursor } from '#shared/schemas/lista.ts';
import { serializerCompiler } from './serializer';

const compilar = (schema: z.ZodType) =>
  serializerCompiler({ schema, method: 'GET', url: '/x', httpStatus: '200' }) as (dado: unknown) => string;

/** What the zod type provider wrote before: the parsed value through JSON.stringify. */
const comoZod = (schema: z.ZodType, dado: unknown) => JSON.stringify(schema.parse(dado));

describe('serializerCompiler', () => {
  it('writes the same bytes as zod + JSON.stringify for a page of the student list', () => {
    const schema = paginaCursor(alunoItem);
    const pagina = {
      items: [
        { id_aluno: 1, id_pessoa: 7, nome_pessoa: 'Joana Araújo "Jô"\n', tipo_aluno: 'pagante' },
        { id_aluno: 2, id_pessoa: 9, nome_pessoa: 'Ana', tipo_aluno: 'escola' },
      ],
      total: 2,
      totalExato: true,
      anterior: null,
      proxima: 'abc',
    };
    expect(compilar(schema)(pagina)).toBe(comoZod(schema, pagina));
  });

  it('leaves out fields the schema does not declare, also nested', () => {
    const schema = paginaCursor(alunoItem);
    const linha = { id_aluno: 1, id_pessoa: 7, nome_pessoa: 'Ana', tipo_aluno: 'pagante', senha: 'x' };
    const json = compilar(schema)({
      items: [linha],
      total: 1,
      totalExato: true,
      anterior: null,
      proxima: null,
      sql: 'y',
    });
    expect(JSON.parse(json)).toEqual({
      items: [{ id_aluno: 1, id_pessoa: 7, nome_pessoa: 'Ana', tipo_aluno: 'pagante' }],
      total: 1,
      totalExato: true,
      anterior: null,
      proxima: null,
    });
  });

  it('writes optional fields only when present, as zod did', () => {
    for (const erro of [
      { message: 'Erro.' },
      { message: 'Erro.', campos: { nome: 'Obrigatório.' }, code: 2 },
    ]) {
      expect(compilar(erroResposta)(erro)).toBe(comoZod(erroResposta, erro));
    }
  });

  it('refuses an answer that lacks a required field instead of sending it', () => {
    expect(() => compilar(alunoItem)({ id_aluno: 1 })).toThrow();
  });
});

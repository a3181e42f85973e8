// Fencing: a class's weapon and the club's competition categories
// (GET|PUT /api/esgrima/categorias; docs/product/categorias.md).
import { MSG_ESGRIMA } from '#shared/messages/esgrima.ts';
import { ARMAS, IDADE_MAXIMA, problemasDaTabela } from '#shared/rules/esgrima.ts';
import { numero, texto, z } from './fields';

/** A class's weapon: one of ARMAS, or null (mixed or beginners' classes). */
export const arma = z.enum(ARMAS, { error: MSG_ESGRIMA.armaInvalida });

const idade = numero(
  z
    .number({ error: MSG_ESGRIMA.idadeForaDoIntervalo })
    .int(MSG_ESGRIMA.idadeForaDoIntervalo)
    .min(0, MSG_ESGRIMA.idadeForaDoIntervalo)
    .max(IDADE_MAXIMA, MSG_ESGRIMA.idadeForaDoIntervalo),
);

const categoria = z.object({ nome: texto(40), idade_min: idade, idade_max: idade });

const mensagem = {
  nome_repetido: () => MSG_ESGRIMA.nomeRepetido,
  faixa_invertida: () => MSG_ESGRIMA.faixaInvertida,
  sobreposta: (e: number) => MSG_ESGRIMA.sobreposta(e),
  lacuna: (e: number) => MSG_ESGRIMA.lacuna(e),
} as const;

/** PUT /api/esgrima/categorias and the table's screen: the whole table, replaced at once. */
export const categoriasInput = z
  .object({
    inicio_temporada_mes: numero(
      z
        .number({ error: MSG_ESGRIMA.mesInvalido })
        .int(MSG_ESGRIMA.mesInvalido)
        .min(1, MSG_ESGRIMA.mesInvalido)
        .max(12, MSG_ESGRIMA.mesInvalido),
    ),
    categorias: z
      .array(categoria, { error: MSG_ESGRIMA.semCategorias })
      .min(1, MSG_ESGRIMA.semCategorias)
      .max(30, MSG_ESGRIMA.muitasCategorias),
  })
  .superRefine((v, ctx) => {
    for (const p of problemasDaTabela(v.categorias))
      ctx.addIssue({
        code: 'custom',
        path: ['categorias', p.indice, p.campo],
        message: mensagem[p.motivo](p.esperado ?? 0),
      });
  });
export type CategoriasInput = z.infer<typeof categoriasInput>;

/** GET|PUT /api/esgrima/categorias: the table in age order, and the current season's year. */
export const categoriasResponse = z.object({
  inicio_temporada_mes: z.int(),
  ano_temporada: z.int(),
  categorias: z.array(z.object({ nome: z.string(), idade_min: z.int(), idade_max: z.int() })),
});
export type CategoriasResposta = z.infer<typeof categoriasResponse>;

/** The report of active students per category and weapon (GET /api/relatorios/categorias). */
export const categoriaArmaResponse = z.object({
  ano_temporada: z.int(),
  /** One row per category in age order, then students without one (nome null). */
  linhas: z.array(
    z.object({
      categoria: z.string().nullable(),
      florete: z.int(),
      espada: z.int(),
      sabre: z.int(),
      sem_arma: z.int(),
      total: z.int(),
    }),
  ),
});
export type CategoriaArma = z.infer<typeof categoriaArmaResponse>;

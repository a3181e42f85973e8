// The units an enrolment wizard offers: by city (ignoring case and accents) and by the
// unit tipos each kind of student may enrol into.
import type { Executor } from '#server/db/executor.ts';
import type { TipoAluno, TipoUnidade } from '#shared/constants.ts';

/** Lower-case, no accents, single spaces: "SÃO  Paulo" -> "sao paulo". */
const normalizarCidade = (v: string) =>
  v
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

/**
 * Units of the given tipos in a city, matched ignoring case and accents. The
 * city filter runs on the (small) set of units of those tipos: a club has tens
 * of units, not thousands, and accent folding is not portable SQL.
 */
export async function unidadesNaCidade(db: Executor, cidade: string, tipos: TipoUnidade[]) {
  const alvo = normalizarCidade(cidade);
  if (!alvo) return [];
  const rows = await db
    .selectFrom('unidade')
    .innerJoin('endereco', 'endereco.id_endereco', 'unidade.id_endereco')
    .select(['unidade.id_unidade', 'unidade.nome_unidade', 'unidade.tipo', 'endereco.cidade'])
    .where('unidade.tipo', 'in', tipos)
    .orderBy('unidade.nome_unidade')
    .execute();
  return rows
    .filter((r) => normalizarCidade(r.cidade) === alvo)
    .map(({ id_unidade, nome_unidade, tipo }) => ({ id_unidade, nome_unidade, tipo }));
}

/** The unit tipos each wizard may enrol into (docs/product/validation.md). */
export const TIPOS_POR_CADASTRO: Record<TipoAluno, TipoUnidade[]> = {
  pagante: ['dec', 'particular'],
  naoPagante: ['dec'],
  escola: ['publica'],
};

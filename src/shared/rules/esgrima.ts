// Fencing rules shared by the server and the screens: the weapons a class may have, the
// season a day belongs to, and a student's competition category
// (docs/product/categorias.md).

/** A class's weapon; a class without one (mixed or beginners') has none. */
export const ARMAS = ['florete', 'espada', 'sabre'] as const;
export type Arma = (typeof ARMAS)[number];

/** A row of the club's categories table: the ages completed in the season, both ends included. */
export interface Categoria {
  nome: string;
  idade_min: number;
  idade_max: number;
}

/** The oldest age a category may reach. */
export const IDADE_MAXIMA = 120;

/**
 * The season's year on `hoje` (YYYY-MM-DD): the year in which the current season started.
 * A season starting in January is the calendar year; one starting in September runs from
 * September of its year to August of the next, as the international federation counts it.
 */
export function anoDaTemporada(hoje: string, inicioMes: number): number {
  const ano = Number(hoje.slice(0, 4));
  const mes = Number(hoje.slice(5, 7));
  return mes >= inicioMes ? ano : ano - 1;
}

/**
 * The category of a birth year in the season `anoTemporada`: the row of `tabela` holding
 * the age completed in the season; null without a birth year or a row holding that age.
 */
export function categoriaDoAno(
  tabela: readonly Categoria[],
  anoNasc: number | null,
  anoTemporada: number,
): string | null {
  if (anoNasc === null) return null;
  const idade = anoTemporada - anoNasc;
  return tabela.find((c) => idade >= c.idade_min && idade <= c.idade_max)?.nome ?? null;
}

/** A problem of a categories table: the row, its field and the reason. */
export interface ProblemaTabela {
  indice: number;
  campo: 'nome' | 'idade_min' | 'idade_max';
  motivo: 'nome_repetido' | 'faixa_invertida' | 'sobreposta' | 'lacuna';
  /** For 'sobreposta' and 'lacuna': the age the row should start at. */
  esperado?: number;
}

/**
 * What is wrong with a table: names repeated (accents and case ignored), a row whose
 * minimum is above its maximum, and, in the order of their minimum ages, rows that
 * overlap the one before or leave a gap after it. Empty: the table is good.
 */
export function problemasDaTabela(categorias: readonly Categoria[]): ProblemaTabela[] {
  const problemas: ProblemaTabela[] = [];
  const vistos = new Set<string>();
  categorias.forEach((c, indice) => {
    const chave = c.nome.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('pt-BR').trim();
    if (vistos.has(chave)) problemas.push({ indice, campo: 'nome', motivo: 'nome_repetido' });
    vistos.add(chave);
    if (c.idade_min > c.idade_max) problemas.push({ indice, campo: 'idade_max', motivo: 'faixa_invertida' });
  });
  const ordem = categorias.map((c, indice) => ({ c, indice })).sort((a, b) => a.c.idade_min - b.c.idade_min);
  for (let i = 1; i < ordem.length; i++) {
    const anterior = ordem[i - 1]!.c;
    const { c, indice } = ordem[i]!;
    const esperado = anterior.idade_max + 1;
    if (c.idade_min < esperado)
      problemas.push({ indice, campo: 'idade_min', motivo: 'sobreposta', esperado });
    else if (c.idade_min > esperado)
      problemas.push({ indice, campo: 'idade_min', motivo: 'lacuna', esperado });
  }
  return problemas;
}

import { DIAS_PAGAMENTO, type DiaPagamento } from '#shared/constants.ts';
import { hojeNoFuso, somarDias } from '#shared/rules/datas.ts';
import { vencimentosEntre } from '#shared/rules/financeiro-vencimentos.ts';
import { E2E } from './fixtures';

/**
 * The demo club's "Florete Turma de Hoje" meets on today's weekday. Both projects share one server
 * and database, so every test that opens or sends one of its meetings takes weeks of its own from
 * this one table: weeks back from today, one number when both projects use the same week on
 * purpose. The seed leaves the last three weeks Finalizada and the older ones never opened; the
 * class page lists the last eight (weeks 0 to 7).
 */
const SEMANAS = {
  /** aulas: the desktop takes today's chamada, the phone catches up from the class page. */
  tomada: { desktop: 0, phone: 4 },
  /** aulas: a sent sheet corrected by an administrator. */
  corrigida: { desktop: 1, phone: 2 },
  /** aulas: two administrators correct it at once, one project after the other. */
  duasCorrecoes: 3,
  /** aulas: failures say Erro and keep the marks. */
  falhas: { desktop: 5, phone: 6 },
  /** aulas: read only, listed as never opened. */
  naoAberta: 7,
  /** pedido-correcao: sent through the API, then a correction asked. */
  pedidoCorrecao: { desktop: 8, phone: 9 },
  /** teclado: a chamada by keyboard. */
  teclado: { desktop: 10, phone: 11 },
  /** listas: a long name on a sheet never sent. */
  nomeLongo: { desktop: 12, phone: 13 },
  /** offline: taken offline, sent when the network returns. */
  offline: { desktop: 14, phone: 15 },
  /** offline: a send whose answer was lost. */
  reenvio: { desktop: 16, phone: 17 },
  /** offline: sent from elsewhere with other marks. */
  conflito: { desktop: 18, phone: 19 },
  /** offline: a sheet left unsent before Sair. */
  sair: { desktop: 20, phone: 21 },
  /** offline: a sheet never opened online. */
  nuncaAberta: { desktop: 22, phone: 23 },
  /** layout: a sheet opened at 390 px to measure it (the phone project only). */
  layout: 24,
} as const;

type Uso = keyof typeof SEMANAS;
const semanasDe = (uso: Uso): number[] => {
  const s = SEMANAS[uso];
  return typeof s === 'number' ? [s] : [s.desktop, s.phone];
};

// A week taken twice would make two tests depend on each other's saves: refuse it at load.
const todas = (Object.keys(SEMANAS) as Uso[]).flatMap(semanasDe);
const repetida = todas.find((s, i) => todas.indexOf(s) !== i);
if (repetida !== undefined) throw new Error(`e2e/dias.ts: week ${repetida} is taken twice`);

/** The ISO date of this use's meeting of "Florete Turma de Hoje" for the running project. */
export function diaDaTurmaDeHoje(uso: Uso, projeto: string): string {
  const s = SEMANAS[uso];
  const semana = typeof s === 'number' ? s : projeto === 'phone' ? s.phone : s.desktop;
  return somarDias(hojeNoFuso(E2E.fuso), -7 * semana);
}

/**
 * The due day (10, 20 or 30) of a monthly student enrolled today that gives one charge, the
 * nearest, when the club issues `antecedencia` days ahead from today (the specs set 30). The day
 * of today itself would give two in a month of 30 days or fewer (today's and the next month's),
 * and February puts the next month's 10th, 20th or 30th within 30 days of the two days before.
 */
export function diaDePagamento(antecedencia = 30): DiaPagamento {
  const hoje = hojeNoFuso(E2E.fuso);
  const ate = somarDias(hoje, antecedencia);
  const unicos = DIAS_PAGAMENTO.map((dia) => ({
    dia,
    datas: vencimentosEntre(hoje, dia, 'mensal', hoje, ate),
  }))
    .filter((d) => d.datas.length === 1)
    .sort((a, b) => a.datas[0]!.localeCompare(b.datas[0]!));
  if (!unicos[0]) throw new Error(`e2e/dias.ts: no due day gives one charge from ${hoje}`);
  return unicos[0].dia;
}

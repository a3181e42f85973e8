// The rules of an attendance send that both dialects' forms share: what a send
// carries, its outcomes, the finished sheet it answers, when a repeat of a sent
// chamada changes nothing, and who belongs on the sheet.
import type { AcessoTurma } from '#server/policies/index.ts';
import type { Resultado } from '#server/result.ts';
import type { ChamadaLinha } from '#shared/schemas/chamada.ts';

export interface Envio {
  id_chamada: number;
  observacao: string | null;
  alunos: { id_aluno: number; presenca: 0 | 1 }[];
  /** Who may send to this chamada's class: the caller's rule, applied where the send decides. */
  acesso: AcessoTurma;
  /** Who sends, for the record: the person and their name. */
  id_pessoa: number;
  autor: string;
  /** When it is sent (epoch ms; default now): kept as the chamada's first send (reports' "late"). */
  agora?: number;
  /** When the device took the sheet (epoch ms), recorded with the first send; null or absent: not given. */
  feita_em?: number | null;
  /** The meeting's trials marked on the sheet: each moves to `compareceu` (1) or `faltou` (0) with the send. */
  experimentais?: { id_experimental: number; presenca: 0 | 1 }[];
}

export type ResultadoEnvio = Resultado<
  { folha: ChamadaLinha[] },
  'chamada_inexistente' | 'acesso_negado' | 'fora_da_turma' | 'finalizada' | 'experimental_fora'
>;

export type Linha = {
  id_aluno: number;
  nome_pessoa: string;
  na_turma: number | boolean;
  presenca: number | null;
};

export function folha(
  id_chamada: number,
  data_c: string,
  observacao: string | null,
  linhas: Linha[],
  enviadas: Map<number, 0 | 1>,
): ChamadaLinha[] {
  return linhas.map((l) => {
    const p = enviadas.get(l.id_aluno) ?? l.presenca;
    return {
      id_chamada,
      data_c,
      status_c: 1,
      observacao,
      id_aluno: l.id_aluno,
      nome_pessoa: l.nome_pessoa,
      presenca: p === null ? null : p === 1 ? 1 : 0,
    };
  });
}

/** A repeat of a sent chamada changes nothing: the same note, and every mark sent is the one stored. */
export function nadaMuda(
  linhas: Linha[],
  enviadas: Map<number, 0 | 1>,
  observacao: string | null,
  guardada: string | null,
): boolean {
  if (observacao !== guardada) return false;
  let iguais = 0;
  for (const l of linhas) {
    const p = enviadas.get(l.id_aluno);
    if (p === undefined) continue;
    if (l.presenca === null || Number(l.presenca) !== p) return false;
    iguais++;
  }
  return iguais === enviadas.size;
}

/** Every student sent must be in the class or already marked on this sheet. */
export function todosNaFolha(linhas: Linha[], enviadas: Map<number, 0 | 1>): boolean {
  let achados = 0;
  for (const l of linhas) {
    if (enviadas.has(l.id_aluno)) {
      if (!(l.na_turma === 1 || l.na_turma === true || l.presenca !== null)) return false;
      achados++;
    }
  }
  return achados === enviadas.size;
}

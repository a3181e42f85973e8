// What the dashboard's parts share: how a count is written, and the link to the active
// students a figure counted.
import { paths } from '#client/paths.ts';

export const numero = (n: number) => n.toLocaleString('pt-BR');

/** The student list narrowed to the active students that match these filters. */
export const ativos = (f: Record<string, string | number>) => paths.admAlunosFiltro({ ativo: 1, ...f });

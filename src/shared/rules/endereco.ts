// A stored address in one line, and the week's order of classes: how the class cards,
// the enrolment receipt and the student profile write them.
import { DIAS_SEMANA, type DiaSemana } from '#shared/constants.ts';

interface Endereco {
  rua: string | null;
  numero: string | null;
  bairro: string | null;
  cidade: string | null;
  estado: string | null;
}

/** "Rua, número - bairro, cidade - UF"; empty when there is no street. */
export function enderecoEmUmaLinha(e: Endereco): string {
  if (!e.rua) return '';
  return `${e.rua}, ${e.numero} - ${e.bairro}, ${e.cidade} - ${e.estado}`;
}

/** Classes by weekday (segunda first), then by time. */
export const porDiaEHora = (
  a: { dia_semana: DiaSemana; horario: string },
  b: { dia_semana: DiaSemana; horario: string },
) =>
  DIAS_SEMANA.indexOf(a.dia_semana) - DIAS_SEMANA.indexOf(b.dia_semana) || a.horario.localeCompare(b.horario);

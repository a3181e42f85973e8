// The deadlines of the privacy registers (docs/product/privacy.md): a data subject's
// request is answered within 15 calendar days of its receipt; an incident is notified to
// the ANPD and to the people it touches within 3 business days of the day the club learned
// of it. Business days skip Saturdays, Sundays and the fixed-date national holidays (the
// movable ones, Carnival and Good Friday, are not counted: the deadline may then fall a day
// early, never late).
import { somarDias } from './datas';

/** Calendar days a request has for its complete answer. */
const PRAZO_PEDIDO_DIAS = 15;
/** Business days to notify an incident. */
const PRAZO_INCIDENTE_DIAS_UTEIS = 3;

/** National holidays on a fixed date (MM-DD). */
const FERIADOS_FIXOS = new Set([
  '01-01',
  '04-21',
  '05-01',
  '09-07',
  '10-12',
  '11-02',
  '11-15',
  '11-20',
  '12-25',
]);

const emUtc = (iso: string) => new Date(`${iso}T12:00:00Z`);

/** A weekday that is not a fixed national holiday. */
export function diaUtil(iso: string): boolean {
  const semana = emUtc(iso).getUTCDay();
  return semana !== 0 && semana !== 6 && !FERIADOS_FIXOS.has(iso.slice(5));
}

/** The `dias`-th business day after `iso` (the day itself does not count). */
export function somarDiasUteis(iso: string, dias: number): string {
  let dia = iso;
  for (let contados = 0; contados < dias; ) {
    dia = somarDias(dia, 1);
    if (diaUtil(dia)) contados++;
  }
  return dia;
}

export const prazoDoPedido = (recebidoEm: string) => somarDias(recebidoEm, PRAZO_PEDIDO_DIAS);
export const prazoDoIncidente = (cienciaEm: string) => somarDiasUteis(cienciaEm, PRAZO_INCIDENTE_DIAS_UTEIS);

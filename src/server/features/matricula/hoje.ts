// The club's date for each enrolment, formatted once per minute: building an
// Intl.DateTimeFormat costs more than the rest of the request's JavaScript.
// A date in any time zone changes only at a whole minute (offsets are whole
// minutes), so the date at a minute's start holds for the whole minute.
import { hojeNoFuso } from '../../../shared/rules/datas';

export function hojePorMinuto(tz: string, agora: () => number = Date.now) {
  let minuto = Number.NaN;
  let dia = '';
  return () => {
    const m = Math.floor(agora() / 60_000);
    if (m !== minuto) {
      dia = hojeNoFuso(tz, new Date(m * 60_000));
      minuto = m;
    }
    return dia;
  };
}

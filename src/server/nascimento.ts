// The part of the birth-date rule that depends on today: a birth date after the club's
// own day, in its time zone (TZ_CLUB), is refused with a 400 next to its field. Every
// route that takes a birth date calls it; the request schema has already checked the
// rest of the rule (#shared/rules/datas.ts nascimentoPlausivel).
import { badRequest } from '#server/http-error.ts';
import { MSG_RECUSA } from '#shared/messages/recusas.ts';

/** Throws a 400 beside `campo` when the birth date `iso` is after `hoje`, the club's day. */
export function exigirNascimentoAte(iso: string | null | undefined, hoje: string, campo: string): void {
  if (iso && iso > hoje)
    throw badRequest(MSG_RECUSA.nascimentoInvalido, { campos: { [campo]: MSG_RECUSA.nascimentoInvalido } });
}

// What only administrators see: the club as a whole rather than one's own classes. The
// home page's club lists (chamadas to send in every class, full classes, the week's
// enrolments), the bell's notices about enrolments and full classes, a student's full
// profile and the attendance spreadsheet of every class. Handlers ask it before they
// read those; the repositories that read them do not check.
import type { Quem } from './quem';

/** Whether this user sees the club as a whole: administrators only. */
export function podeVerClube(quem: Quem): boolean {
  return quem.adm === 1;
}

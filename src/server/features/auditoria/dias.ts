// A club day (YYYY-MM-DD in the club's time zone) as the instant it starts, for the audit
// search's "de" and "até" (the log keeps instants in epoch ms).

/** The time zone's offset from UTC at an instant, in ms (São Paulo: -3 h). */
function deslocamento(instante: number, tz: string): number {
  const partes = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: tz,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(new Date(instante))
      .map((p) => [p.type, p.value]),
  );
  const comoUtc = Date.UTC(
    +partes.year,
    +partes.month - 1,
    +partes.day,
    +partes.hour,
    +partes.minute,
    +partes.second,
  );
  return comoUtc - (instante - (instante % 1000));
}

/** The instant (epoch ms) the club day `dia` + `mais` days starts. */
export function inicioDoDia(dia: string, tz: string, mais = 0): number {
  const [a, m, d] = dia.split('-').map(Number);
  const utc = Date.UTC(a, m - 1, d + mais);
  // Twice: the offset at the guess, then at the corrected instant (a change of offset that day).
  const primeiro = utc - deslocamento(utc, tz);
  return utc - deslocamento(primeiro, tz);
}

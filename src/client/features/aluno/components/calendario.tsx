// The last 12 months of a student's attendance: one small grid per month, each day
// present, absent, both (two classes that day) or without a meeting for them.
import { Group, Text, VisuallyHidden } from '@mantine/core';
import { MSG_REL } from '#shared/messages/relatorios.ts';
import { isoParaBr } from '#shared/rules/datas.ts';
import { inicioMesAnterior, mesDe } from '#shared/rules/frequencia.ts';
import type { Perfil } from '#shared/schemas/relatorios.ts';
import classes from './calendario.module.css';

const SEMANA = ['S', 'T', 'Q', 'Q', 'S', 'S', 'D'];
const SEMANA_LONGA = ['segunda', 'terça', 'quarta', 'quinta', 'sexta', 'sábado', 'domingo'];
const nomeMes = new Intl.DateTimeFormat('pt-BR', { month: 'long', year: 'numeric', timeZone: 'UTC' });

type Estado = 'presente' | 'ausente' | 'parcial' | 'nenhum';
const ROTULO: Record<Estado, string> = {
  presente: MSG_REL.presente,
  ausente: MSG_REL.ausente,
  parcial: MSG_REL.parcial,
  nenhum: MSG_REL.semAula,
};

function Mes({ inicio, dias, hoje }: { inicio: string; dias: Map<string, Estado>; hoje: string }) {
  const { ate } = mesDe(inicio);
  const total = Number(ate.slice(8));
  const primeiro = (new Date(`${inicio}T12:00:00Z`).getUTCDay() + 6) % 7; // 0 = segunda
  // Blank cells before the 1st and after the last day, keyed by their place.
  const celulas: { chave: string; dia: string | null }[] = [];
  for (let k = 0; k < primeiro; k++) celulas.push({ chave: `antes-${k}`, dia: null });
  for (let d = 1; d <= total; d++) {
    const dia = `${inicio.slice(0, 8)}${String(d).padStart(2, '0')}`;
    celulas.push({ chave: dia, dia });
  }
  for (let k = 0; celulas.length % 7; k++) celulas.push({ chave: `depois-${k}`, dia: null });
  const semanas: (typeof celulas)[] = [];
  for (let i = 0; i < celulas.length; i += 7) semanas.push(celulas.slice(i, i + 7));
  return (
    <table className={classes.mes}>
      <caption>{nomeMes.format(new Date(`${inicio}T12:00:00Z`))}</caption>
      <thead>
        <tr>
          {SEMANA.map((s, i) => (
            <th key={SEMANA_LONGA[i]} scope="col" abbr={SEMANA_LONGA[i]}>
              {s}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {semanas.map((semana) => (
          <tr key={semana[0].chave}>
            {semana.map(({ chave, dia }) => {
              if (!dia) return <td key={chave} />;
              const estado = dias.get(dia) ?? 'nenhum';
              return (
                <td
                  key={dia}
                  className={classes.dia}
                  data-estado={estado}
                  data-futuro={dia > hoje || undefined}
                >
                  {Number(dia.slice(8))}
                  {estado !== 'nenhum' && (
                    <VisuallyHidden>{`${isoParaBr(dia)}: ${ROTULO[estado]}`}</VisuallyHidden>
                  )}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function Calendario({ frequencia }: { frequencia: Perfil['frequencia'] }) {
  const dias = new Map<string, Estado>(
    frequencia.dias.map((d) => [
      d.data,
      d.presentes > 0 && d.ausentes > 0 ? 'parcial' : d.presentes > 0 ? 'presente' : 'ausente',
    ]),
  );
  const meses = Array.from({ length: 12 }, (_, i) => inicioMesAnterior(frequencia.hoje, 11 - i));
  return (
    <div>
      <Group gap="md" mb="sm" wrap="wrap" aria-hidden>
        {(['presente', 'ausente', 'parcial', 'nenhum'] as const).map((e) => (
          <Group key={e} gap={6} wrap="nowrap">
            <span className={`${classes.legenda} ${classes.dia}`} data-estado={e} />
            <Text size="sm">{ROTULO[e]}</Text>
          </Group>
        ))}
      </Group>
      <div className={classes.meses}>
        {meses.map((m) => (
          <Mes key={m} inicio={m} dias={dias} hoje={frequencia.hoje} />
        ))}
      </div>
    </div>
  );
}

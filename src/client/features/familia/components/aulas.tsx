// The student's classes, soonest first from the club's today: the weekday and time, the next
// date, the unit and its address; and the calendar feed of them all (a file the phone's
// calendar opens, one weekly event per class).
import { Button, Stack, Text } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { SecaoFamilia } from '#client/features/familia/components/secao.tsx';
import { agendaDoAluno } from '#client/features/familia/queries.ts';
import { useConfig } from '#client/queries.ts';
import { DIAS_SEMANA, ROTULO_DIA } from '#shared/constants.ts';
import { MSG_FAMILIA_TELAS as M } from '#shared/messages/familia-telas.ts';
import { diaSemanaDe, FUSO_CLUBE, hojeNoFuso, isoParaBr, somarDias } from '#shared/rules/datas.ts';
import type { AlunoFamilia } from '#shared/schemas/familia.ts';

export function AulasFamilia({ aluno }: { aluno: AlunoFamilia }) {
  const hoje = hojeNoFuso(useConfig().data?.fuso ?? FUSO_CLUBE);
  const deHoje = DIAS_SEMANA.indexOf(diaSemanaDe(hoje));
  const turmas = aluno.turmas
    .map((t) => {
      const dias = (DIAS_SEMANA.indexOf(t.dia_semana) - deHoje + 7) % 7;
      return { ...t, dias, proxima: somarDias(hoje, dias) };
    })
    .sort((a, b) => a.dias - b.dias || a.horario.localeCompare(b.horario));
  return (
    <SecaoFamilia id="aulas" titulo={M.proximasAulas}>
      {turmas.length === 0 ? (
        <Text c="gray.7">{M.semTurmas}</Text>
      ) : (
        <Stack gap="sm">
          <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
            {turmas.map((t) => (
              <li key={t.id_turma}>
                <Text fw={700}>{t.nome_turma}</Text>
                <Text>
                  {ROTULO_DIA[t.dia_semana]}, {t.horario} · {M.proximaAula(isoParaBr(t.proxima))}
                </Text>
                <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
                  {t.unidade.endereco ? `${t.unidade.nome} · ${t.unidade.endereco}` : t.unidade.nome}
                </Text>
              </li>
            ))}
          </Stack>
          <Button
            component="a"
            href={agendaDoAluno(aluno.id_aluno)}
            download
            variant="light"
            leftSection={<IconCalendarPlus size={18} aria-hidden />}
            style={{ alignSelf: 'flex-start' }}
          >
            {M.adicionarCalendario}
          </Button>
          <Text size="xs" c="gray.7">
            {M.adicionarCalendarioDescricao}
          </Text>
        </Stack>
      )}
    </SecaoFamilia>
  );
}

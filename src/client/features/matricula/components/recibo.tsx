// The receipt after a new enrolment (docs/decisions/017), from the server's answer:
// the student, each class by weekday and time with its unit and address, the plan
// and due day (paying wizard), what happens next, Imprimir and Nova matrícula.
// Printing shows the receipt alone: the print rules below hide the rest of the page.
import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconMapPin, IconPlus, IconPrinter } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { ROTULO_DIA, ROTULO_PLANO } from '#shared/constants.ts';
import { MSG_MATRICULA as M } from '#shared/messages/matricula.ts';
import type { MatriculaSalva } from '#shared/schemas/matricula.ts';
import { Campos } from './passo-revisao';

const CLASSE = 'estocada-recibo';
const SO_NA_TELA = 'estocada-so-na-tela';

/** On paper: only the receipt, without its buttons, the page's colours or the frame's shadow. */
const IMPRESSAO = `@media print{
body *{visibility:hidden!important}
.${CLASSE},.${CLASSE} *{visibility:visible!important}
.${CLASSE}{position:absolute;left:0;top:0;width:100%;box-shadow:none!important;border:0!important}
.${CLASSE} .${SO_NA_TELA}{display:none!important}
}`;

export function Recibo({ recibo, onNova }: { recibo: MatriculaSalva; onNova: () => void }) {
  // The receipt takes the focus: its title is read out after the success popup.
  const titulo = useRef<HTMLHeadingElement>(null);
  useEffect(() => titulo.current?.focus(), []);
  const pagante = recibo.tipo_aluno === 'pagante' && recibo.tipo_plano && recibo.dia_pagamento;

  return (
    <Stack gap="md">
      <style>{IMPRESSAO}</style>
      <Group gap="sm" wrap="nowrap" align="center">
        <ThemeIcon color="teal" variant="light" size={40} radius="xl" aria-hidden>
          <IconCircleCheck size={26} />
        </ThemeIcon>
        <Title order={2} size="h3" ref={titulo} tabIndex={-1} className="mantine-focus-auto">
          {M.recibo}
        </Title>
      </Group>
      <Text role="status" fw={600}>
        {M.reciboAnuncio(recibo.nome_aluno)}
      </Text>
      <Campos
        linhas={[
          [M.aluno, recibo.nome_aluno, true],
          [M.numeroMatricula, String(recibo.id_aluno)],
          ...(pagante
            ? ([
                [M.plano, ROTULO_PLANO[recibo.tipo_plano!]],
                [M.vencimento, M.todoDia(recibo.dia_pagamento!)],
              ] as [string, string][])
            : []),
        ]}
      />

      <Title order={3} size="h4">
        {M.aulas}
      </Title>
      <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
        {recibo.turmas.map((t) => (
          <Paper component="li" key={t.id_turma} withBorder p="sm" radius="md">
            <Text fw={700}>
              {ROTULO_DIA[t.dia_semana]}, {t.horario}
            </Text>
            <Text size="sm">{t.nome_turma}</Text>
            <Group gap={6} wrap="nowrap" align="flex-start" mt={4}>
              <IconMapPin size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                <Text span fw={600} inherit>
                  {t.nome_unidade}
                </Text>
                {t.endereco_unidade && ` — ${t.endereco_unidade}`}
              </Text>
            </Group>
          </Paper>
        ))}
      </Stack>

      <Title order={3} size="h4">
        {M.proximosPassos}
      </Title>
      <Text>{M.proximosPassosTexto(recibo.tipo_aluno, recibo.tipo_plano, recibo.dia_pagamento)}</Text>

      <Group justify="space-between" mt="sm" className={SO_NA_TELA}>
        <Button variant="default" leftSection={<IconPrinter size={18} />} onClick={() => window.print()}>
          {M.imprimir}
        </Button>
        <Button leftSection={<IconPlus size={18} />} onClick={onNova}>
          {M.novaMatricula}
        </Button>
      </Group>
    </Stack>
  );
}

/** The class the receipt's frame carries, so printing keeps it. */
export const CLASSE_RECIBO = CLASSE;

// The class page's recent meetings (GET /minhasturmas/:id/encontros): the last
// weeks' class days, newest first, each with its chamada's state; one tap opens
// that day's chamada, so a missed day is caught up without typing a date.
import {
  Badge,
  Card,
  Group,
  Loader,
  Stack,
  Text,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useEncontros, useHoje } from '#client/features/aulas/queries.ts';
import { paths } from '#client/paths.ts';
import { BlocoErro } from '#client/ui/bloco-erro.tsx';
import { ROTULO_DIA } from '#shared/constants.ts';
import { MSG_REG } from '#shared/messages/chamada.ts';
import { MSG } from '#shared/messages/comum.ts';
import { diaSemanaDe, isoParaBr } from '#shared/rules/datas.ts';
import type { Encontro } from '#shared/schemas/chamada.ts';

export const ESTADO_CHAMADA: Record<
  Encontro['estado'],
  { rotulo: string; cor: string; variante: 'filled' | 'outline' }
> = {
  a_ser_feita: { rotulo: MSG.aSerFeita, cor: 'red', variante: 'filled' },
  finalizada: { rotulo: MSG.finalizada, cor: 'blue', variante: 'filled' },
  nao_aberta: { rotulo: MSG_REG.naoAberta, cor: 'gray.7', variante: 'outline' },
};

export function AulasRecentes({ idTurma }: { idTurma: number }) {
  const encontros = useEncontros(idTurma);
  const hoje = useHoje().data?.hoje;
  return (
    <Stack gap="xs" component="section" aria-labelledby="aulas-recentes">
      <div>
        <Title order={2} size="h4" id="aulas-recentes">
          {MSG_REG.aulasRecentes}
        </Title>
        <Text size="sm" c="dimmed">
          {MSG_REG.aulasRecentesDescricao}
        </Text>
      </div>
      {encontros.isPending ? (
        <Loader size="sm" role="progressbar" aria-label={MSG.carregando} />
      ) : encontros.isError ? (
        <BlocoErro error={encontros.error} title={null} />
      ) : encontros.data.length === 0 ? (
        <Text c="dimmed">{MSG_REG.semAulasRecentes}</Text>
      ) : (
        <Card withBorder radius="md" padding={0}>
          <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {encontros.data.map((e, i) => {
              const estado = ESTADO_CHAMADA[e.estado];
              const dataBr = isoParaBr(e.data_c);
              return (
                <li
                  key={e.data_c}
                  style={i > 0 ? { borderTop: '1px solid var(--mantine-color-gray-3)' } : undefined}
                >
                  <UnstyledButton
                    component={Link}
                    to={`${paths.chamada(idTurma)}?data=${e.data_c}`}
                    className="mantine-focus-auto"
                    px="md"
                    py={8}
                    mih={48}
                    display="flex"
                    style={{ alignItems: 'center' }}
                    w="100%"
                  >
                    {/* The link's name is what it shows (a speech command can say it), after these words. */}
                    <VisuallyHidden>{`${MSG_REG.abrirChamadaDe} `}</VisuallyHidden>
                    <Group justify="space-between" wrap="nowrap" w="100%" gap="sm">
                      <div style={{ minWidth: 0 }}>
                        <Text fw={600} size="md">
                          {dataBr}
                          {e.data_c === hoje ? ` · ${MSG_REG.hoje}` : ''}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {ROTULO_DIA[diaSemanaDe(e.data_c)]}
                        </Text>
                      </div>
                      <Group gap={6} wrap="nowrap">
                        <Badge color={estado.cor} variant={estado.variante} radius="sm">
                          {estado.rotulo}
                        </Badge>
                        <IconChevronRight size={18} aria-hidden />
                      </Group>
                    </Group>
                  </UnstyledButton>
                </li>
              );
            })}
          </Stack>
        </Card>
      )}
    </Stack>
  );
}

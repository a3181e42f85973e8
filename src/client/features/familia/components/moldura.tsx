// The family's frame on every page of the families' portal: the club's name, who is signed
// in, and Sair; nothing of the staff's menus. Phone first: one column, a bar on top.
import { Box, Button, Container, Group, Stack, Text } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useSairFamilia } from '#client/features/familia/queries.ts';
import { paths } from '#client/paths.ts';
import { useClube } from '#client/queries.ts';
import { MSG } from '#shared/messages/comum.ts';
import { MSG_FAMILIA_TELAS as M } from '#shared/messages/familia-telas.ts';

export function MolduraFamilia({ nome, children }: { nome?: string; children: ReactNode }) {
  const clube = useClube();
  const navigate = useNavigate();
  const sair = useSairFamilia();
  return (
    <Box mih="100dvh" bg="gray.1">
      <Box component="header" bg="indigo.9" py="sm">
        <Container size="sm" px={{ base: 'sm', sm: 'md' }}>
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text fw={800} c="white" size="lg" truncate="end" data-testid="nome-do-clube">
                {clube.data?.nome ?? (clube.isError ? MSG.nomeDoApp : '\u00a0')}
              </Text>
              <Text c="indigo.0" size="sm" truncate="end" data-testid="quem-entrou">
                {nome ? M.ola(nome) : M.portal}
              </Text>
            </Stack>
            <Button
              variant="white"
              color="indigo.9"
              leftSection={<IconLogout size={18} aria-hidden />}
              loading={sair.isPending}
              onClick={() =>
                sair.mutate(undefined, {
                  onSettled: () => void navigate(paths.familiaEntrar, { replace: true }),
                })
              }
            >
              {M.sair}
            </Button>
          </Group>
        </Container>
      </Box>
      <Container component="main" size="sm" px={{ base: 'xs', sm: 'md' }} py="md">
        {children}
      </Container>
    </Box>
  );
}

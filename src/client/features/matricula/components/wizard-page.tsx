// The public wizard pages' frame: outside the logged-in layout, phone first.
import { Box, Container, Stack, Text, Title } from '@mantine/core';
import type { TipoAluno } from '#shared/constants.ts';
import { MatriculaWizard } from './matricula-wizard';

export function WizardPage({ tipo, titulo }: { tipo: TipoAluno; titulo: string }) {
  return (
    <Box component="main" mih="100dvh" bg="indigo.9" py={{ base: 'sm', sm: 'xl' }}>
      <Container size="sm" px={{ base: 'xs', sm: 'md' }}>
        <Stack gap="sm">
          <Stack gap={0} px="xs">
            <Text fw={800} c="white" size="lg">
              Estocada
            </Text>
            <Title order={1} c="white" size="h2">
              {titulo}
            </Title>
          </Stack>
          <MatriculaWizard tipo={tipo} />
        </Stack>
      </Container>
    </Box>
  );
}

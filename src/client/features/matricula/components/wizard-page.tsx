// The public wizard pages' frame: outside the logged-in layout, phone first.
import { Anchor, Box, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '#client/paths.ts';
import type { TipoAluno } from '#shared/constants.ts';
import { MSG } from '#shared/messages/comum.ts';
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
          <Text ta="center" size="sm">
            <Anchor component={Link} to={paths.privacidade} c="white" underline="always">
              {MSG.privacidade}
            </Anchor>
          </Text>
        </Stack>
      </Container>
    </Box>
  );
}

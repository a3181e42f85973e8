// The frame of the public privacy pages (the notice, a consent link): outside the
// logged-in layout, phone first, like the enrolment wizards.
import { Box, Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export function PaginaPublica({ titulo, children }: { titulo: string; children: ReactNode }) {
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
          <Paper p={{ base: 'md', sm: 'xl' }} radius="md">
            {children}
          </Paper>
        </Stack>
      </Container>
    </Box>
  );
}

// The frame of every page opened without a login (the enrolment wizards, the privacy
// notice, a consent link, a charge's payment page): outside the logged-in layout,
// phone first, the club's name above the page's title, the content on a card.
import { Box, Container, type MantineSize, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useClube } from '#client/queries.ts';
import { MSG } from '#shared/messages/comum.ts';

interface Props {
  /** The page's heading under the name; none where the content carries its own. */
  titulo?: string;
  /** The content's width. */
  largura?: MantineSize | number;
  /** Without the card: the content brings its own (a wizard's steps, a charge's card). */
  semCartao?: boolean;
  children: ReactNode;
}

export function PaginaPublica({ titulo, largura = 'sm', semCartao, children }: Props) {
  return (
    <Box component="main" mih="100dvh" bg="indigo.9" py={{ base: 'sm', sm: 'xl' }}>
      <Container size={largura} px={{ base: 'xs', sm: 'md' }}>
        <Stack gap="sm">
          {titulo && (
            <Stack gap={0} px="xs">
              <NomeDoClube />
              <Title order={1} c="white" size="h2">
                {titulo}
              </Title>
            </Stack>
          )}
          {semCartao ? (
            children
          ) : (
            <Paper p={{ base: 'md', sm: 'xl' }} radius="md">
              {children}
            </Paper>
          )}
        </Stack>
      </Container>
    </Box>
  );
}

/** The club's name from its settings; the app's name only when they cannot be read. */
function NomeDoClube() {
  const clube = useClube();
  return (
    <Text fw={800} c="white" size="lg" data-testid="nome-do-clube">
      {clube.data?.nome ?? (clube.isError ? MSG.nomeDoApp : '\u00a0')}
    </Text>
  );
}

// /adm: the administration hub with its four cards (docs/product/screens.md), the CSV import, and
// the club's dashboard below them.
import { Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconBuilding,
  IconCalendarEvent,
  IconFileImport,
  IconSchool,
  IconTrophy,
  IconUsers,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { Painel } from '#client/features/adm/components/painel.tsx';
import { paths } from '#client/paths.ts';
import { MSG_ADM } from '#shared/messages/adm.ts';
import { MSG } from '#shared/messages/comum.ts';
import { MSG_ESGRIMA } from '#shared/messages/esgrima.ts';
import { MSG_PAINEL } from '#shared/messages/painel.ts';

const CARDS = [
  { to: paths.admAlunos, titulo: MSG_ADM.alunos, texto: MSG_ADM.cardAlunos, Icon: IconUsers, cor: 'indigo' },
  {
    to: paths.admProfessores,
    titulo: MSG_ADM.professores,
    texto: MSG_ADM.cardProfessores,
    Icon: IconSchool,
    cor: 'teal',
  },
  {
    to: paths.admUnidades,
    titulo: MSG_ADM.unidades,
    texto: MSG_ADM.cardUnidades,
    Icon: IconBuilding,
    cor: 'orange',
  },
  {
    to: paths.admTurmas,
    titulo: MSG_ADM.turmas,
    texto: MSG_ADM.cardTurmas,
    Icon: IconCalendarEvent,
    cor: 'grape',
  },
  {
    to: paths.importarAlunos,
    titulo: MSG_PAINEL.importar,
    texto: MSG_PAINEL.importarDescricao,
    Icon: IconFileImport,
    cor: 'cyan',
  },
  {
    to: paths.admCategorias,
    titulo: MSG_ESGRIMA.tituloCategorias,
    texto: MSG_ESGRIMA.cardCategorias,
    Icon: IconTrophy,
    cor: 'red',
  },
] as const;

export default function AdmPage() {
  return (
    <Stack maw={1200}>
      <Title order={1} size="h2">
        {MSG.adm}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
        {CARDS.map(({ to, titulo, texto, Icon, cor }) => (
          <Card key={to} component={Link} to={to} withBorder shadow="sm" padding="lg" radius="md">
            <Group wrap="nowrap">
              <ThemeIcon size={52} radius="md" variant="light" color={cor}>
                <Icon size={30} />
              </ThemeIcon>
              <div>
                <Text fw={700} size="lg">
                  {titulo}
                </Text>
                <Text size="sm" c="gray.7">
                  {texto}
                </Text>
              </div>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
      <Painel />
    </Stack>
  );
}

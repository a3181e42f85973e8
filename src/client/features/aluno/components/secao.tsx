// A part of the student's profile: a titled card (its title names the region), and one
// labelled value inside it.
import { Card, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export function Secao({ titulo, children }: { titulo: string; children: ReactNode }) {
  const id = `secao-${titulo.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={id}>
      <Title order={3} size="h4" id={id} mb="sm">
        {titulo}
      </Title>
      {children}
    </Card>
  );
}

export function Campo({ rotulo, valor }: { rotulo: string; valor: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="gray.7">
        {rotulo}
      </Text>
      <Text style={{ overflowWrap: 'anywhere' }}>{valor ?? '—'}</Text>
    </div>
  );
}

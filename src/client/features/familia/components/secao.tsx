// A part of a student's page in the families' portal: a card whose heading names the region.
import { Card, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export function SecaoFamilia({ id, titulo, children }: { id: string; titulo: string; children: ReactNode }) {
  return (
    <Card radius="md" padding="md" component="section" aria-labelledby={`familia-${id}`} data-testid={id}>
      <Title order={2} size="h4" id={`familia-${id}`} mb="sm">
        {titulo}
      </Title>
      {children}
    </Card>
  );
}

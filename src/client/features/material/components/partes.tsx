// Small pieces the armory's screens share: the page's frame, an item's type and condition.

import { Badge, Button, Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { ROTULO_ARMA } from '#shared/messages/esgrima.ts';
import {
  MSG_MATERIAL as M,
  ROTULOS_ESTADO_MATERIAL,
  ROTULOS_TIPO_MATERIAL,
} from '#shared/messages/material.ts';
import type { MaterialItem } from '#shared/schemas/material.ts';

export function PaginaMaterial({
  titulo,
  acoes,
  children,
}: {
  titulo: string;
  acoes?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Stack maw={1100} gap="md">
      <Group justify="space-between" gap="xs">
        <Title order={1} size="h2">
          {titulo}
        </Title>
        {acoes && <Group gap="xs">{acoes}</Group>}
      </Group>
      {children}
    </Stack>
  );
}

/** "Arma · Florete", "Máscara". */
export function tipoDe(m: Pick<MaterialItem, 'tipo' | 'arma'>): string {
  return m.arma ? `${ROTULOS_TIPO_MATERIAL[m.tipo]} · ${ROTULO_ARMA[m.arma]}` : ROTULOS_TIPO_MATERIAL[m.tipo];
}

const COR_ESTADO = { bom: 'teal.9', reparo: 'orange.9', baixado: 'gray.7' } as const;

export function EstadoMaterial({ estado }: { estado: MaterialItem['estado'] }) {
  return (
    <Badge color={COR_ESTADO[estado]} variant="filled">
      {ROTULOS_ESTADO_MATERIAL[estado]}
    </Badge>
  );
}

/** The one action an item takes now: lend an available item, receive one that is out. */
export function AcaoPrincipal({
  item,
  emprestar,
  devolver,
}: {
  item: MaterialItem;
  emprestar: (m: MaterialItem) => void;
  devolver: (m: MaterialItem) => void;
}) {
  if (item.emprestimo)
    return (
      <Button
        size="sm"
        variant="light"
        onClick={() => devolver(item)}
        aria-label={M.devolverItem(item.codigo)}
      >
        {M.devolver}
      </Button>
    );
  if (item.estado !== 'bom') return null;
  return (
    <Button size="sm" onClick={() => emprestar(item)} aria-label={M.emprestarItem(item.codigo)}>
      {M.emprestar}
    </Button>
  );
}

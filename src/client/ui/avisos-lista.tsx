// The notices as the person sees them (avisos.tsx keeps them and their live region).
import { Notification } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { MSG } from '#shared/messages/comum.ts';
import { AVISO_MS, type Item, remover } from './avisos-estado';

function AvisoItem({ item }: { item: Item }) {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const contar = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => remover(item.id), AVISO_MS);
  };
  const esperar = () => clearTimeout(timer.current);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the count starts once, as the notice arrives
  useEffect(() => {
    contar();
    return esperar;
  }, []);
  return (
    <Notification
      role="none"
      color="teal"
      icon={<IconCheck size={18} aria-hidden />}
      title={item.titulo}
      withBorder
      style={{ boxShadow: 'var(--mantine-shadow-md)' }}
      closeButtonProps={{ 'aria-label': MSG.fechar }}
      onClose={() => remover(item.id)}
      onMouseEnter={esperar}
      onMouseLeave={contar}
      onFocus={esperar}
      onBlur={contar}
      data-testid="aviso"
    >
      {item.texto}
    </Notification>
  );
}

export default function AvisosLista({ itens }: { itens: Item[] }) {
  return itens.map((item) => <AvisoItem key={item.id} item={item} />);
}

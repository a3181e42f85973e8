// A wide table's sideways scroll on a phone: a named region that takes the keyboard
// focus, so the part out of view can be scrolled to without a pointer.
import { Box } from '@mantine/core';
import type { ReactNode } from 'react';

export function Rolagem({
  rotulo,
  minWidth,
  className,
  children,
}: {
  rotulo: string;
  minWidth?: number;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Box role="region" aria-label={rotulo} tabIndex={0} className={className} style={{ overflowX: 'auto' }}>
      <Box miw={minWidth}>{children}</Box>
    </Box>
  );
}

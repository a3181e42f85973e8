// A class's weapon as a small badge: its name in words (read "Arma: Sabre"),
// so it never rests on colour alone. A class without a weapon shows nothing.
import { Badge, VisuallyHidden } from '@mantine/core';
import { MSG_ESGRIMA, ROTULO_ARMA } from '#shared/messages/esgrima.ts';
import type { Arma } from '#shared/rules/esgrima.ts';

const COR: Readonly<Record<Arma, string>> = { florete: 'blue', espada: 'grape', sabre: 'orange' };

export function ArmaBadge({ arma }: { arma: Arma | null }) {
  if (!arma) return null;
  const nome = ROTULO_ARMA[arma];
  return (
    <Badge variant="light" color={COR[arma]} c={`${COR[arma]}.9`} size="sm" tt="none" data-testid="arma">
      <VisuallyHidden>{MSG_ESGRIMA.arma}: </VisuallyHidden>
      {nome}
    </Badge>
  );
}

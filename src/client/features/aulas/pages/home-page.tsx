// /home: the greeting of docs/product/screens.md (its loading animation, then "Bem-vindo" and the
// user's name), and below it the day's work (inicio-do-dia.tsx) and the sheets
// waiting on this device to be sent (offline/fila-resumo.tsx).
import { Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useRouteLoaderData } from 'react-router';
import { InicioDoDia } from '#client/features/aulas/components/inicio-do-dia.tsx';
import { FilaResumo } from '#client/offline/fila-resumo.tsx';
import { TEMPO } from '#shared/constants.ts';
import { MSG } from '#shared/messages/comum.ts';
import type { LoginResponse } from '#shared/schemas/login.ts';

const FRAMES = ['Carregando', 'Carregando.', 'Carregando..', MSG.carregando];

export default function HomePage() {
  const user = useRouteLoaderData('app') as LoginResponse;
  const [frame, setFrame] = useState(FRAMES.length - 1);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    const cycle = setInterval(() => setFrame((f) => (f + 1) % FRAMES.length), TEMPO.carregandoCicloMs);
    const greet = setTimeout(() => setReady(true), TEMPO.saudacaoMs);
    return () => {
      clearInterval(cycle);
      clearTimeout(greet);
    };
  }, []);

  return (
    <Stack gap="xl" maw={1100}>
      <div style={{ textAlign: 'center', minHeight: '4.5em' }}>
        {ready ? (
          <>
            <Title order={1}>{MSG.bemVindo}</Title>
            <Text size="xl" mt="sm">
              {user.nome}
            </Text>
          </>
        ) : (
          <Text size="xl" c="dimmed" aria-live="polite" style={{ minWidth: '8em' }}>
            {FRAMES[frame]}
          </Text>
        )}
      </div>
      <FilaResumo professor={user.adm !== 1} />
      <InicioDoDia adm={user.adm === 1} />
    </Stack>
  );
}

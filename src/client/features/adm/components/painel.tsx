// The club's dashboard on /adm (GET /api/relatorios/painel): active students by type,
// unit, city, gender, hand and age band; enrolments and departures per month; class
// occupancy; the weekly attendance rate; chamadas pending. Every figure links to the
// list behind it: the student list with the matching filter, a class's roster, or the
// attendance report of the period. Each part is its own module (painel-*.tsx).

import { Group, Loader, SimpleGrid, Stack, Title } from '@mantine/core';
import { Distribuicoes } from '#client/features/adm/components/painel-distribuicao.tsx';
import { PainelFinanceiro } from '#client/features/adm/components/painel-financeiro.tsx';
import { Movimento } from '#client/features/adm/components/painel-movimento.tsx';
import { Numeros } from '#client/features/adm/components/painel-numeros.tsx';
import { Ocupacao } from '#client/features/adm/components/painel-ocupacao.tsx';
import { Pendentes } from '#client/features/adm/components/painel-pendentes.tsx';
import { usePainel } from '#client/features/adm/queries.ts';
import { paths } from '#client/paths.ts';
import { BlocoErro } from '#client/ui/bloco-erro.tsx';
import { GraficoSemanas } from '#client/ui/graficos.tsx';
import { MSG } from '#shared/messages/comum.ts';
import { MSG_PAINEL } from '#shared/messages/painel.ts';
import { somarDias } from '#shared/rules/datas.ts';
import type { Painel as PainelDados } from '#shared/schemas/painel.ts';

export function Painel() {
  const painel = usePainel();
  if (painel.isError) return <BlocoErro error={painel.error} fallback={MSG_PAINEL.erro} />;
  const p = painel.data;
  if (!p)
    return (
      <Group justify="center" py="xl">
        <Loader role="progressbar" aria-label={MSG.carregando} />
      </Group>
    );
  return <Conteudo p={p} />;
}

function Conteudo({ p }: { p: PainelDados }) {
  const relPendentes = paths.relatoriosDe({ de: p.pendentes.de, ate: p.pendentes.ate });
  return (
    <Stack gap="md" component="section" aria-labelledby="painel-titulo">
      <Title order={3} id="painel-titulo">
        {MSG_PAINEL.titulo}
      </Title>
      <Numeros p={p} relPendentes={relPendentes} />
      <PainelFinanceiro />
      <Distribuicoes p={p} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <GraficoSemanas
          semanas={p.semanas}
          titulo={MSG_PAINEL.frequencia12}
          link={(inicio) => paths.relatoriosDe({ de: inicio, ate: somarDias(inicio, 6) })}
        />
        <Movimento p={p} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Ocupacao titulo={MSG_PAINEL.maisCheias} id="painel-cheias" turmas={p.ocupacao.cheias} />
        <Ocupacao titulo={MSG_PAINEL.maisVazias} id="painel-vazias" turmas={p.ocupacao.vazias} />
      </SimpleGrid>
      <Pendentes p={p} relPendentes={relPendentes} />
    </Stack>
  );
}

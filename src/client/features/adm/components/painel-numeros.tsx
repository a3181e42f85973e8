// The dashboard's four headline figures (active students, occupancy, last week's
// attendance rate, chamadas pending), each a link to the list behind it.
import { Anchor, Card, SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ativos, numero } from '#client/features/adm/components/painel-formato.ts';
import { paths } from '#client/paths.ts';
import { porcento } from '#client/ui/indicadores.tsx';
import { MSG_PAINEL } from '#shared/messages/painel.ts';
import { MSG_REL } from '#shared/messages/relatorios.ts';
import { isoParaBr, somarDias } from '#shared/rules/datas.ts';
import type { Painel } from '#shared/schemas/painel.ts';

function Numero({
  rotulo,
  valor,
  link,
  detalhe,
  testid,
}: {
  rotulo: string;
  valor: string;
  link: string;
  detalhe?: ReactNode;
  testid: string;
}) {
  return (
    <Card withBorder radius="md" padding="sm">
      <Text size="xs" c="gray.7">
        {rotulo}
      </Text>
      <Anchor component={Link} to={link} fw={700} size="xl" c="indigo.8" data-testid={testid}>
        {valor}
      </Anchor>
      {detalhe && (
        <Text size="xs" c="gray.7">
          {detalhe}
        </Text>
      )}
    </Card>
  );
}

export function Numeros({ p, relPendentes }: { p: Painel; relPendentes: string }) {
  const ultima = [...p.semanas].reverse().find((s) => s.taxa !== null);
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
      <Numero
        rotulo={MSG_PAINEL.alunosAtivos}
        valor={numero(p.ativos.total)}
        link={ativos({})}
        testid="painel-ativos"
        detalhe={
          <Anchor
            underline="always"
            component={Link}
            to={paths.admAlunosFiltro({ ativo: 0 })}
            size="xs"
            c="indigo.8"
          >
            {MSG_PAINEL.inativos(p.ativos.inativos)}
          </Anchor>
        }
      />
      <Numero
        rotulo={MSG_PAINEL.ocupacao}
        valor={porcento(p.ocupacao.taxa)}
        link={paths.admTurmas}
        testid="painel-ocupacao"
        detalhe={MSG_PAINEL.ocupacaoResumo(p.ocupacao.alunos, p.ocupacao.vagas, p.ocupacao.turmas)}
      />
      <Numero
        rotulo={MSG_REL.taxa}
        valor={porcento(ultima?.taxa ?? null)}
        link={
          ultima
            ? paths.relatoriosDe({ de: ultima.inicio, ate: somarDias(ultima.inicio, 6) })
            : paths.relatorios
        }
        testid="painel-frequencia"
        detalhe={ultima ? `${MSG_REL.semana} ${isoParaBr(ultima.inicio).slice(0, 5)}` : undefined}
      />
      <Numero
        rotulo={MSG_PAINEL.pendentes}
        valor={numero(p.pendentes.pendentes)}
        link={relPendentes}
        testid="painel-pendentes"
        detalhe={MSG_PAINEL.pendentesDescricao(isoParaBr(p.pendentes.de), isoParaBr(p.pendentes.ate))}
      />
    </SimpleGrid>
  );
}

// /financeiro: the month at a glance (expected, received, open, overdue, the
// overdue rate), the last 12 months' expected and received, and "Emitir agora".
import { Button, Card, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconFileSpreadsheet, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { Carregando, PaginaFinanceiro } from '#client/features/financeiro/components/cabecalho.tsx';
import { csvCobrancas, useEmitir, useResumoFinanceiro } from '#client/features/financeiro/queries.ts';
import { useConfig } from '#client/queries.ts';
import { alerta, alertaErro } from '#client/ui/alerts.tsx';
import { BlocoErro } from '#client/ui/bloco-erro.tsx';
import { GraficoColunas } from '#client/ui/grafico-colunas.tsx';
import { porcento } from '#client/ui/indicadores.tsx';
import { MSG_FIN } from '#shared/messages/financeiro-telas.ts';
import { FUSO_CLUBE, hojeNoFuso } from '#shared/rules/datas.ts';
import { formatarReais } from '#shared/rules/dinheiro.ts';

export default function ResumoPage() {
  const fuso = useConfig().data?.fuso ?? FUSO_CLUBE;
  const [competencia, setCompetencia] = useState(() => hojeNoFuso(fuso).slice(0, 7));
  const resumo = useResumoFinanceiro(competencia);
  const emitir = useEmitir();

  async function emitirAgora() {
    try {
      const { emitidas } = await emitir.mutateAsync(undefined);
      await alerta({ title: MSG_FIN.emitidas(emitidas), icon: 'success' });
    } catch (err) {
      await alertaErro(err);
    }
  }

  return (
    <PaginaFinanceiro
      titulo={MSG_FIN.resumo}
      acoes={
        <Group gap="xs">
          <Button
            component="a"
            href={csvCobrancas(`${competencia}-01`, fimDoMes(competencia))}
            download
            variant="default"
            leftSection={<IconFileSpreadsheet size={18} />}
          >
            {MSG_FIN.exportarCsv}
          </Button>
          <Button leftSection={<IconSend size={18} />} onClick={emitirAgora} loading={emitir.isPending}>
            {MSG_FIN.emitirAgora}
          </Button>
        </Group>
      }
    >
      <Text size="sm" c="gray.7">
        {MSG_FIN.emitirDescricao}
      </Text>
      <TextInput
        type="month"
        label={MSG_FIN.competencia}
        value={competencia}
        onChange={(e) => e.currentTarget.value && setCompetencia(e.currentTarget.value)}
        w={200}
      />
      {resumo.isError ? (
        <BlocoErro error={resumo.error} fallback={MSG_FIN.erroCarregar} />
      ) : !resumo.data ? (
        <Carregando />
      ) : (
        <Stack gap="md">
          <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm" data-testid="numeros-mes">
            <Numero rotulo={MSG_FIN.esperado} valor={formatarReais(resumo.data.previsto)} />
            <Numero rotulo={MSG_FIN.recebido} valor={formatarReais(resumo.data.recebido)} />
            <Numero rotulo={MSG_FIN.emAberto} valor={formatarReais(resumo.data.em_aberto)} />
            <Numero rotulo={MSG_FIN.vencido} valor={formatarReais(resumo.data.vencido)} />
            <Numero
              rotulo={MSG_FIN.taxaInadimplencia}
              valor={porcento(resumo.data.taxa_inadimplencia)}
              nota={MSG_FIN.taxaInadimplenciaBase}
            />
          </SimpleGrid>
          <GraficoMeses serie={resumo.data.meses} />
        </Stack>
      )}
    </PaginaFinanceiro>
  );
}

/** The last day of a `YYYY-MM` month, as an ISO date. */
function fimDoMes(competencia: string): string {
  const [ano, mes] = competencia.split('-').map(Number);
  const dias = new Date(Date.UTC(ano, mes, 0)).getUTCDate();
  return `${competencia}-${String(dias).padStart(2, '0')}`;
}

function Numero({ rotulo, valor, nota }: { rotulo: string; valor: string; nota?: string }) {
  return (
    <Card withBorder radius="md" padding="sm">
      <Text size="xs" c="gray.7">
        {rotulo}
      </Text>
      <Text fw={700} size="lg">
        {valor}
      </Text>
      {nota && (
        <Text size="xs" c="gray.7">
          {nota}
        </Text>
      )}
    </Card>
  );
}

type Serie = NonNullable<ReturnType<typeof useResumoFinanceiro>['data']>['meses'];

/** The 12 months: expected and received side by side, the months once along the axis. */
function GraficoMeses({ serie }: { serie: Serie }) {
  return (
    <Card withBorder radius="md" padding="md" component="figure" m={0} aria-labelledby="grafico-meses">
      <Title order={3} size="h5" id="grafico-meses" mb="sm" component="figcaption">
        {MSG_FIN.ultimos12}
      </Title>
      <GraficoColunas
        titulo={MSG_FIN.ultimos12}
        rotuloGrupo={MSG_FIN.mes}
        grupos={serie.map((m) => MSG_FIN.mesCurto(m.competencia))}
        series={[
          { rotulo: MSG_FIN.serieEsperado, cor: '#adb5bd' },
          { rotulo: MSG_FIN.serieRecebido, cor: '#0c8599' },
        ]}
        valores={serie.map((m) => [m.previsto, m.recebido])}
        formatar={formatarReais}
        formatarEixo={reaisCurtos}
      />
    </Card>
  );
}

/** An axis figure in whole reais: "R$ 3,3 mil", "R$ 950". */
function reaisCurtos(centavos: number): string {
  const reais = centavos / 100;
  return reais >= 1000
    ? `R$ ${(reais / 1000).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} mil`
    : `R$ ${Math.round(reais)}`;
}

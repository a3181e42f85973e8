// /dados-pessoais/exportacao/{id}: what the club keeps about a person, as a document a
// guardian can be handed (pt-BR labels, people by name, DD/MM/AAAA, only the parts that have
// something, printable), and as the JSON file the API gives. Opening it is an audited export.
import { Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconPrinter } from '@tabler/icons-react';
import { useParams } from 'react-router';
import classes from '#client/features/privacidade-dados/components/exportacao.module.css';
import {
  Acessos,
  Atividade,
  Cobrancas,
  Consentimentos,
  Dados,
  Descontos,
  Frequencia,
  Links,
  Matricula,
  Pedidos,
  Professor,
  Responsaveis,
  ResponsavelPor,
  Turmas,
} from '#client/features/privacidade-dados/components/exportacao-partes.tsx';
import {
  Experimentais,
  Material,
  Mensagens,
} from '#client/features/privacidade-dados/components/exportacao-partes-clube.tsx';
import { useExportacao } from '#client/features/privacidade-dados/queries.ts';
import { useConfig } from '#client/queries.ts';
import { BlocoErro } from '#client/ui/bloco-erro.tsx';
import { MSG_AUDITORIA } from '#shared/messages/auditoria.ts';
import { MSG } from '#shared/messages/comum.ts';
import type { Exportacao } from '#shared/schemas/pessoas-dados.ts';

function baixar(e: Exportacao) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(e, null, 2)], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = `dados-pessoa-${e.id_pessoa}.json`;
  a.click();
  URL.revokeObjectURL(url);
}

export default function ExportacaoPage() {
  const fuso = useConfig().data?.fuso;
  const formato = new Intl.DateTimeFormat('pt-BR', {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: fuso,
  });
  const quando = (iso: string) => formato.format(new Date(iso));
  const id = Number(useParams().id);
  const exp = useExportacao(id);
  if (exp.isError) return <BlocoErro error={exp.error} maw={960} />;
  if (exp.isPending)
    return (
      <Group justify="center" py="xl">
        <Loader role="progressbar" aria-label={MSG.carregando} />
      </Group>
    );
  const e = exp.data;
  return (
    <Stack gap="md" maw={860} className={classes.documento}>
      <Group justify="space-between" wrap="wrap" align="flex-start">
        <div>
          <Title order={2}>{MSG_AUDITORIA.tituloExportacao(e.nome)}</Title>
          <Text size="sm" c="gray.7">
            {MSG_AUDITORIA.exportacaoGeradaEm(quando(e.gerada_em))}
          </Text>
        </div>
        <Group gap="xs" className={classes.acoes}>
          <Button variant="default" leftSection={<IconDownload size={18} />} onClick={() => baixar(e)}>
            {MSG_AUDITORIA.baixarJson}
          </Button>
          <Button variant="default" leftSection={<IconPrinter size={18} />} onClick={() => window.print()}>
            {MSG_AUDITORIA.imprimir}
          </Button>
        </Group>
      </Group>
      <Dados d={e.dados} quando={quando} />
      {e.responsaveis.length > 0 && <Responsaveis r={e.responsaveis} />}
      {e.responsavel_por.length > 0 && <ResponsavelPor r={e.responsavel_por} />}
      {e.matricula && <Matricula m={e.matricula} />}
      {e.turmas.length > 0 && <Turmas t={e.turmas} />}
      {e.frequencia.length > 0 && <Frequencia f={e.frequencia} />}
      {e.professor && <Professor p={e.professor} />}
      {e.atividade.length > 0 && <Atividade a={e.atividade} quando={quando} />}
      {e.cobrancas.length > 0 && <Cobrancas c={e.cobrancas} quando={quando} />}
      {e.descontos.length > 0 && <Descontos d={e.descontos} quando={quando} />}
      {e.consentimentos.length > 0 && <Consentimentos c={e.consentimentos} nome={e.nome} quando={quando} />}
      {e.links_consentimento.length > 0 && <Links l={e.links_consentimento} quando={quando} />}
      {e.pedidos.length > 0 && <Pedidos p={e.pedidos} />}
      {e.material.length > 0 && <Material m={e.material} quando={quando} />}
      {e.mensagens.length > 0 && <Mensagens m={e.mensagens} quando={quando} />}
      {e.experimentais.length > 0 && <Experimentais x={e.experimentais} quando={quando} />}
      <Acessos a={e.acessos} quando={quando} />
    </Stack>
  );
}

// /dados-pessoais: the audit log's search and the retention settings, administrators only
// (docs/decisions/028-audit-and-anonymisation.md).
import { Stack, Tabs, Title } from '@mantine/core';
import { BuscaAuditoria } from '#client/features/privacidade-dados/components/busca-auditoria.tsx';
import { RetencaoDados } from '#client/features/privacidade-dados/components/retencao.tsx';
import { MSG_AUDITORIA } from '#shared/messages/auditoria.ts';

export default function DadosPessoaisPage() {
  return (
    <Stack gap="md" maw={1100}>
      <Title order={2}>{MSG_AUDITORIA.dadosPessoais}</Title>
      <Tabs defaultValue="auditoria" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="auditoria">{MSG_AUDITORIA.tituloAuditoria}</Tabs.Tab>
          <Tabs.Tab value="retencao">{MSG_AUDITORIA.tituloRetencao}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="auditoria" pt="md">
          <BuscaAuditoria />
        </Tabs.Panel>
        <Tabs.Panel value="retencao" pt="md">
          <RetencaoDados />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

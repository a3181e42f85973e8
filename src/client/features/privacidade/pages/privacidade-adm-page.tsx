// /adm/privacidade: consent and privacy for administrators, in tabs: the documents and
// their versions with the students pending acceptance, the data subjects' requests, and
// the incident register.
import { Stack, Tabs, Title } from '@mantine/core';
import { DocumentosPainel } from '#client/features/privacidade/components/documentos-painel.tsx';
import { IncidentesPainel } from '#client/features/privacidade/components/incidentes-painel.tsx';
import { PedidosPainel } from '#client/features/privacidade/components/pedidos-painel.tsx';
import { PendentesPainel } from '#client/features/privacidade/components/pendentes-painel.tsx';
import { MSG } from '#shared/messages/comum.ts';
import { MSG_PRIVACIDADE as M } from '#shared/messages/privacidade.ts';

export default function PrivacidadeAdmPage() {
  return (
    <Stack maw={1100}>
      <Title order={1} size="h2">
        {MSG.privacidade}
      </Title>
      <Tabs defaultValue="documentos" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="documentos">{M.documentosTitulo}</Tabs.Tab>
          <Tabs.Tab value="pedidos">{M.pedidosTitulo}</Tabs.Tab>
          <Tabs.Tab value="incidentes">{M.incidentesTitulo}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="documentos" pt="md">
          <Stack gap="xl">
            <DocumentosPainel />
            <PendentesPainel />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="pedidos" pt="md">
          <PedidosPainel />
        </Tabs.Panel>
        <Tabs.Panel value="incidentes" pt="md">
          <IncidentesPainel />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

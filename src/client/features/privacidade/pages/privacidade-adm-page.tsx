// /lgpd: privacy for administrators, one menu entry whose page has a tab per register, each
// tab its own address (/lgpd/<aba>), loaded lazily with its area's other tabs: the documents and the
// students pending acceptance, the data subjects' requests, the incident register, the
// audit log's search, the retention settings and the club's identity with its encarregado
// (what the privacy notice shows). The older addresses (/dados-pessoais, /clube) redirect here.
import { Stack, Tabs, Title } from '@mantine/core';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { ABAS_PRIVACIDADE, type AbaPrivacidade, paths } from '#client/paths.ts';
import { MSG_AUDITORIA } from '#shared/messages/auditoria.ts';
import { MSG } from '#shared/messages/comum.ts';
import { MSG_PRIVACIDADE as M } from '#shared/messages/privacidade.ts';

const ROTULOS: Record<AbaPrivacidade, string> = {
  documentos: M.documentosTitulo,
  pedidos: M.pedidosTitulo,
  incidentes: M.incidentesTitulo,
  acessos: MSG_AUDITORIA.tituloAuditoria,
  retencao: MSG_AUDITORIA.tituloRetencao,
  clube: M.clubeTitulo,
};

export default function PrivacidadeAdmPage() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const aba = ABAS_PRIVACIDADE.find((a) => pathname === paths.privacidadeAba(a)) ?? 'documentos';
  return (
    <Stack maw={1100}>
      <Title order={1} size="h2">
        {MSG.privacidade}
      </Title>
      <Tabs value={aba} onChange={(v) => v && navigate(paths.privacidadeAba(v as AbaPrivacidade))}>
        <Tabs.List>
          {ABAS_PRIVACIDADE.map((a) => (
            <Tabs.Tab key={a} value={a}>
              {ROTULOS[a]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {ABAS_PRIVACIDADE.map((a) => (
          <Tabs.Panel key={a} value={a} pt="md">
            {a === aba && <Outlet />}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}

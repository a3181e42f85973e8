// "Pendentes de aceite": the students whose contract acceptance is older than the version
// in force (or unrecorded), searched and paged on the server. For each, an administrator
// makes a personal link (30 days) and sends it by WhatsApp (to the phone of who answers it;
// without a mobile number recorded, WhatsApp asks whom to send it to) or copies it.
import { Button, CopyButton, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconBrandWhatsapp, IconCopy, IconLink } from '@tabler/icons-react';
import { PAGE_SIZE, useGerarLink, usePendentes } from '#client/features/privacidade/queries.ts';
import { paths } from '#client/paths.ts';
import { alertaErro } from '#client/ui/alerts.tsx';
import { BlocoErro } from '#client/ui/bloco-erro.tsx';
import { CampoBusca, useBusca } from '#client/ui/campo-busca.tsx';
import { LinkAluno } from '#client/ui/link-aluno.tsx';
import { ListaResponsiva } from '#client/ui/lista-responsiva.tsx';
import { Paginacao, usePosicao } from '#client/ui/paginacao.tsx';
import { MSG_PRIVACIDADE as M } from '#shared/messages/privacidade.ts';
import { linkWhatsApp } from '#shared/rules/frequencia.ts';
import type { Pendente } from '#shared/schemas/privacidade.ts';

const urlDo = (token: string) => `${window.location.origin}${paths.consentimento(token)}`;

function AcaoLink({ p }: { p: Pendente }) {
  const gerar = useGerarLink();
  if (!p.token) {
    return (
      <Button
        size="xs"
        variant="light"
        leftSection={<IconLink size={16} />}
        loading={gerar.isPending && gerar.variables === p.id_aluno}
        onClick={() => gerar.mutate(p.id_aluno, { onError: (e) => void alertaErro(e) })}
        aria-label={`${M.gerarLink}: ${p.nome_aluno}`}
      >
        {M.gerarLink}
      </Button>
    );
  }
  const url = urlDo(p.token);
  return (
    <Group gap="xs" wrap="wrap">
      <Button
        size="xs"
        color="teal"
        component="a"
        href={`${linkWhatsApp(p.telefone) ?? 'https://wa.me/'}?text=${encodeURIComponent(M.mensagemWhatsapp(url))}`}
        target="_blank"
        rel="noopener"
        leftSection={<IconBrandWhatsapp size={16} />}
        aria-label={`${M.enviarWhatsapp}: ${p.nome_aluno}`}
      >
        {M.enviarWhatsapp}
      </Button>
      <CopyButton value={url}>
        {({ copied, copy }) => (
          <Button
            size="xs"
            variant="default"
            onClick={copy}
            leftSection={<IconCopy size={16} />}
            aria-label={`${M.copiarLink}: ${p.nome_aluno}`}
          >
            {copied ? M.linkCopiado : M.copiarLink}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}

export function PendentesPainel() {
  const { busca, setBusca, q } = useBusca();
  const { posicao, ir, inicioDe } = usePosicao(q);
  const pendentes = usePendentes(q, posicao);
  const pagina = pendentes.data;
  return (
    <Stack>
      <Title order={2} size="h3">
        {M.pendentes}
      </Title>
      <Text>{M.pendentesTexto}</Text>
      <CampoBusca label={M.buscarAluno} value={busca} onChange={setBusca} maw={360} />
      {pendentes.isError && <BlocoErro error={pendentes.error} />}
      {pendentes.isPending && <Loader role="progressbar" aria-label="Carregando" />}
      {pagina?.items.length === 0 && <Text c="gray.7">{M.nenhumPendente}</Text>}
      {pagina && pagina.items.length > 0 && (
        <ListaResponsiva
          rotulo={M.pendentes}
          itens={pagina.items}
          chave={(p) => p.id_aluno}
          colunas={[
            {
              titulo: M.aluno,
              principal: true,
              valor: (p) => <LinkAluno id={p.id_aluno} nome={p.nome_aluno} />,
            },
            {
              titulo: M.documento,
              valor: (p) => `${M.documentos[p.documento]} (${M.versao(p.versao_atual)})`,
            },
            {
              titulo: M.versaoAceita,
              valor: (p) => (p.versao_aceita === null ? M.semRegistro : M.versao(p.versao_aceita)),
            },
            { titulo: M.gerarLink, acao: true, valor: (p) => <AcaoLink p={p} /> },
          ]}
        />
      )}
      {pagina && <Paginacao pagina={pagina} inicio={inicioDe(pagina)} ir={ir} pageSize={PAGE_SIZE} />}
    </Stack>
  );
}

// Documents and consents: what was accepted for the student (and when), the current
// versions still to accept (read here, then Aceitar), and the optional purposes with the
// latest answer: give a consent, or withdraw one after a confirmation.
import { Badge, Button, Collapse, Group, Paper, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { SecaoFamilia } from '#client/features/familia/components/secao.tsx';
import { useAceitarDocumento, useResponderFinalidade } from '#client/features/familia/queries.ts';
import { useConfig } from '#client/queries.ts';
import { alertaErro, confirmar } from '#client/ui/alerts.tsx';
import { avisar } from '#client/ui/avisos.tsx';
import { MSG_FAMILIA_TELAS as M } from '#shared/messages/familia-telas.ts';
import { MSG_PRIVACIDADE } from '#shared/messages/privacidade.ts';
import { dataHoraCurta } from '#shared/rules/datas.ts';
import type { AlunoFamilia, FinalidadeFamilia, VersaoFamilia } from '#shared/schemas/familia.ts';

export function DocumentosFamilia({ aluno }: { aluno: AlunoFamilia }) {
  const fuso = useConfig().data?.fuso;
  const { aceitos, pendentes, finalidades } = aluno.documentos;
  return (
    <SecaoFamilia id="documentos" titulo={M.documentos}>
      <Stack gap="md">
        {pendentes.map((v) => (
          <Pendente key={v.id_documento_versao} idAluno={aluno.id_aluno} versao={v} />
        ))}
        {aceitos.length === 0 && pendentes.length === 0 && <Text c="gray.7">{M.semDocumentos}</Text>}
        {aceitos.length > 0 && (
          <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
            {aceitos.map((d) => (
              <li key={d.documento}>
                <Text fw={600}>{d.titulo}</Text>
                <Text size="sm" c="gray.7">
                  {M.versao(d.versao)} · {M.aceitoEm(dataHoraCurta(d.aceito_em, fuso))}
                </Text>
              </li>
            ))}
          </Stack>
        )}
        {finalidades.length > 0 && (
          <Stack gap="xs">
            <Title order={3} size="h5">
              {MSG_PRIVACIDADE.finalidadesTitulo}
            </Title>
            <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
              {finalidades.map((f) => (
                <Finalidade key={f.finalidade} idAluno={aluno.id_aluno} f={f} />
              ))}
            </Stack>
          </Stack>
        )}
      </Stack>
    </SecaoFamilia>
  );
}

function Pendente({ idAluno, versao: v }: { idAluno: number; versao: VersaoFamilia }) {
  const [aberto, setAberto] = useState(false);
  const aceitar = useAceitarDocumento(idAluno);
  const idTexto = `documento-${v.id_documento_versao}`;
  return (
    <Paper withBorder radius="md" p="sm" bg="yellow.0" data-testid="documento-pendente">
      <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
        <div style={{ minWidth: 0 }}>
          <Text fw={700}>{v.titulo}</Text>
          <Text size="sm" c="gray.7">
            {M.versao(v.versao)}
          </Text>
        </div>
        <Badge color="yellow.9" variant="filled" style={{ flexShrink: 0 }}>
          {M.pendente}
        </Badge>
      </Group>
      <Group gap="xs" mt="sm">
        <Button
          variant="default"
          aria-expanded={aberto}
          aria-controls={idTexto}
          onClick={() => setAberto((a) => !a)}
        >
          {M.lerDocumento}
        </Button>
        <Button
          loading={aceitar.isPending}
          aria-label={M.aceitarDocumento(v.titulo)}
          onClick={() =>
            aceitar.mutate(
              { id_documento_versao: v.id_documento_versao },
              { onSuccess: () => avisar(M.aceiteRegistrado), onError: (e) => void alertaErro(e) },
            )
          }
        >
          {M.aceitar}
        </Button>
      </Group>
      <Collapse expanded={aberto} id={idTexto} mt="sm">
        <ScrollArea.Autosize
          mah={280}
          offsetScrollbars
          viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': v.titulo }}
        >
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {v.texto ?? `SHA-256: ${v.pdf_sha256}`}
          </Text>
        </ScrollArea.Autosize>
      </Collapse>
    </Paper>
  );
}

function Finalidade({ idAluno, f }: { idAluno: number; f: FinalidadeFamilia }) {
  const fuso = useConfig().data?.fuso;
  const responder = useResponderFinalidade(idAluno);
  const titulo = f.versao_atual.titulo;
  // An answer given to an older version asks again.
  const atual = f.consente !== null && f.versao_respondida === f.versao_atual.versao;
  const responderCom = (consente: boolean) =>
    responder.mutate(
      { finalidade: f.finalidade, consente },
      {
        onSuccess: () => avisar(consente ? M.consentimentoDado : M.consentimentoRetirado),
        onError: (e) => void alertaErro(e),
      },
    );
  const retirar = async () => {
    if (await confirmar({ title: M.retirarPergunta, text: M.retirarTexto(titulo), confirmLabel: M.retirar }))
      responderCom(false);
  };
  return (
    <li data-testid={`finalidade-${f.finalidade}`}>
      <Text fw={600}>{titulo}</Text>
      <Text size="sm" c="gray.7" data-testid="resposta-finalidade">
        {f.consente === null
          ? MSG_PRIVACIDADE.finalidadeSemResposta
          : `${f.consente ? MSG_PRIVACIDADE.finalidadeSim : MSG_PRIVACIDADE.finalidadeNao}${
              f.respondido_em ? ` · ${dataHoraCurta(f.respondido_em, fuso)}` : ''
            }`}
        {!atual && f.consente !== null && ` · ${M.novaVersao}`}
      </Text>
      <Group gap="xs" mt={6}>
        {(!atual || !f.consente) && (
          <Button
            size="sm"
            variant="light"
            loading={responder.isPending && responder.variables?.consente === true}
            aria-label={M.autorizarFinalidade(titulo)}
            onClick={() => responderCom(true)}
          >
            {M.autorizar}
          </Button>
        )}
        {f.consente === true ? (
          <Button
            size="sm"
            variant="default"
            color="red"
            loading={responder.isPending && responder.variables?.consente === false}
            aria-label={M.retirarDocumento(titulo)}
            onClick={() => void retirar()}
          >
            {M.retirar}
          </Button>
        ) : (
          !atual && (
            <Button
              size="sm"
              variant="default"
              loading={responder.isPending && responder.variables?.consente === false}
              aria-label={M.naoAutorizarFinalidade(titulo)}
              onClick={() => responderCom(false)}
            >
              {M.naoAutorizar}
            </Button>
          )
        )}
      </Group>
    </li>
  );
}

// The documents tab: each document's versions (newest first, the text to read) and the
// form that publishes a new version.
import {
  Accordion,
  Badge,
  Grid,
  Loader,
  NativeSelect,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { TextoDocumento } from '#client/features/privacidade/components/texto-documento.tsx';
import { useDocumentos, usePublicarVersao } from '#client/features/privacidade/queries.ts';
import { BlocoErro } from '#client/ui/bloco-erro.tsx';
import { CampoData } from '#client/ui/campo-data.tsx';
import { CartaoFormulario } from '#client/ui/cartao-formulario.tsx';
import { campoDe, checarCom, useFormulario } from '#client/ui/form.ts';
import { enviarFormulario } from '#client/ui/form-envio.ts';
import { MSG_PRIVACIDADE as M } from '#shared/messages/privacidade.ts';
import { isoParaBr } from '#shared/rules/datas.ts';
import { DOCUMENTOS, novaVersaoInput } from '#shared/schemas/privacidade.ts';

const vazio = { documento: 'contrato_clube', titulo: '', texto: '', pdf_sha256: '', vigente_desde: '' };
type Form = typeof vazio;
const corpo = (f: Form) => f;

function Publicar() {
  const publicar = usePublicarVersao();
  const form = useFormulario({
    initialValues: vazio,
    validate: checarCom(novaVersaoInput, corpo),
    transformValues: (f) => novaVersaoInput.parse(corpo(f)),
  });
  const campo = (nome: keyof Form) => campoDe(form, nome);
  return (
    <CartaoFormulario
      titulo={M.publicarVersao}
      enviar={M.publicar}
      enviando={publicar.isPending}
      onSubmit={enviarFormulario(form, {
        salvar: publicar.mutateAsync,
        aviso: M.versaoPublicadaTexto,
        depois: () => form.reset(),
      })}
    >
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <NativeSelect
            {...campo('documento')}
            label={M.documento}
            required
            data={DOCUMENTOS.map((d) => ({ value: d, label: M.documentos[d] }))}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <CampoData {...campo('vigente_desde')} label={M.vigenteDesdeRotulo} required />
        </Grid.Col>
        <Grid.Col span={12}>
          <TextInput {...campo('titulo')} label={M.titulo} required maxLength={120} />
        </Grid.Col>
        <Grid.Col span={12}>
          <Textarea
            {...campo('texto')}
            label={M.texto}
            autosize
            minRows={4}
            maxRows={14}
            maxLength={20_000}
          />
        </Grid.Col>
        <Grid.Col span={12}>
          <TextInput {...campo('pdf_sha256')} label={M.pdfSha256} maxLength={64} />
        </Grid.Col>
      </Grid>
    </CartaoFormulario>
  );
}

export function DocumentosPainel() {
  const documentos = useDocumentos();
  return (
    <Stack>
      <Text>{M.documentosTexto}</Text>
      {documentos.isError && <BlocoErro error={documentos.error} />}
      {documentos.isPending && <Loader role="progressbar" aria-label="Carregando" />}
      {documentos.data && (
        <Accordion variant="separated" multiple>
          {DOCUMENTOS.map((d) => {
            const versoes = documentos.data.filter((v) => v.documento === d);
            return (
              <Accordion.Item key={d} value={d}>
                <Accordion.Control>
                  <Text fw={600} component="span">
                    {M.documentos[d]}
                  </Text>{' '}
                  <Badge variant="light" color="indigo" ml="xs">
                    {M.versao(versoes[0]?.versao ?? 0)}
                  </Badge>
                </Accordion.Control>
                <Accordion.Panel>
                  <Stack gap="sm">
                    {versoes.map((v) => (
                      <div key={v.id_documento_versao}>
                        <Text size="sm" c="gray.7">
                          {M.versao(v.versao)} · {M.vigenteDesde(isoParaBr(v.vigente_desde))}
                        </Text>
                        <TextoDocumento documento={v} altura={200} />
                      </div>
                    ))}
                  </Stack>
                </Accordion.Panel>
              </Accordion.Item>
            );
          })}
        </Accordion>
      )}
      <Publicar />
    </Stack>
  );
}

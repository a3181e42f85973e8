// /consentimento/{token}: a guardian's personal link, no login, on a phone: the contract
// in force to read, the privacy notice, the optional purposes to answer, and the
// acceptance (recorded as the guardian's, channel 'link').
import { Alert, Anchor, Button, Checkbox, Loader, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import {
  FinalidadesRadio,
  type Respostas,
} from '#client/features/privacidade/components/finalidades-radio.tsx';
import { TextoDocumento } from '#client/features/privacidade/components/texto-documento.tsx';
import { useAceitarPeloLink, usePaginaConsentimento } from '#client/features/privacidade/queries.ts';
import { paths } from '#client/paths.ts';
import { BlocoErro } from '#client/ui/bloco-erro.tsx';
import { checarCom, useFormulario } from '#client/ui/form.ts';
import { enviarFormulario } from '#client/ui/form-envio.ts';
import { PaginaPublica } from '#client/ui/pagina-publica.tsx';
import { MSG_PRIVACIDADE as M } from '#shared/messages/privacidade.ts';
import { type AceiteLinkInput, aceiteLinkInput, type Finalidade } from '#shared/schemas/privacidade.ts';

type Form = Respostas & { aceito: boolean };

export default function ConsentimentoPage() {
  const token = useParams().token ?? '';
  const pagina = usePaginaConsentimento(token);
  const aceitar = useAceitarPeloLink(token);
  const form = useFormulario<Form, AceiteLinkInput>({
    initialValues: { uso_imagem: null, federacao: null, aceito: false },
    validate: checarCom(aceiteLinkInput, (v) => v),
    transformValues: (v) => aceiteLinkInput.parse(v),
  });

  if (pagina.isPending) {
    return (
      <PaginaPublica titulo={M.consentimentoTitulo}>
        <Loader role="progressbar" aria-label="Carregando" />
      </PaginaPublica>
    );
  }
  if (pagina.isError || !pagina.data) {
    return (
      <PaginaPublica titulo={M.consentimentoTitulo}>
        <BlocoErro error={pagina.error} fallback={M.linkInvalido} />
      </PaginaPublica>
    );
  }
  const p = pagina.data;

  if (aceitar.isSuccess) {
    return (
      <PaginaPublica titulo={M.consentimentoTitulo}>
        <Alert color="teal" title={M.consentimentoTitulo} role="status">
          {M.aceiteRegistrado}
        </Alert>
      </PaginaPublica>
    );
  }

  return (
    <PaginaPublica titulo={M.consentimentoTitulo}>
      <form onSubmit={enviarFormulario(form, { salvar: aceitar.mutateAsync, erro: 'pagina' })} noValidate>
        <Stack gap="lg">
          <Title order={2} size="h3">
            {M.consentimentoOla(p.primeiro_nome)}
          </Title>
          <Text>{M.consentimentoTexto}</Text>
          <TextoDocumento documento={p.contrato} />
          <TextoDocumento documento={p.aviso} altura={160} />
          <Text size="sm">
            <Anchor component={Link} to={paths.privacidade} target="_blank" rel="noopener" c="indigo.8">
              {M.avisoPrivacidadeLink}
            </Anchor>
          </Text>
          <Stack gap={4}>
            <Title order={2} size="h4">
              {M.finalidadesTitulo}
            </Title>
            <Text size="sm">{M.finalidadesTexto}</Text>
          </Stack>
          <FinalidadesRadio
            documentos={p.finalidades}
            valor={form.values}
            onChange={(f, v) => form.setFieldValue(f, v)}
            erros={form.errors as Partial<Record<Finalidade, string>>}
          />
          <Checkbox label={M.estouCiente} {...form.getInputProps('aceito', { type: 'checkbox' })} />
          {aceitar.isError && <BlocoErro error={aceitar.error} />}
          <Button type="submit" size="md" loading={aceitar.isPending}>
            {M.confirmarAceite}
          </Button>
        </Stack>
      </form>
    </PaginaPublica>
  );
}

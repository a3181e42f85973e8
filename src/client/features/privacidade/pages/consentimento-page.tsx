// /consentimento/{token}: a guardian's personal link, no login, on a phone: the contract
// in force to read, the privacy notice, the optional purposes to answer, and the
// acceptance (recorded as the guardian's, channel 'link').
import { Alert, Anchor, Button, Checkbox, Loader, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import {
  FinalidadesRadio,
  type Respostas,
} from '#client/features/privacidade/components/finalidades-radio.tsx';
import { PaginaPublica } from '#client/features/privacidade/components/pagina-publica.tsx';
import { TextoDocumento } from '#client/features/privacidade/components/texto-documento.tsx';
import { useAceitarPeloLink, usePaginaConsentimento } from '#client/features/privacidade/queries.ts';
import { paths } from '#client/paths.ts';
import { ErrorAlert } from '#client/ui/error-alert.tsx';
import { MSG_PRIVACIDADE as M } from '#shared/messages-privacidade.ts';
import { aceiteLinkInput } from '#shared/schemas/privacidade.ts';

export default function ConsentimentoPage() {
  const token = useParams().token ?? '';
  const pagina = usePaginaConsentimento(token);
  const aceitar = useAceitarPeloLink(token);
  const [respostas, setRespostas] = useState<Respostas>({ uso_imagem: null, federacao: null });
  const [aceito, setAceito] = useState(false);
  const [erros, setErros] = useState<Record<string, string>>({});

  if (pagina.isPending) {
    return (
      <PaginaPublica titulo={M.consentimentoTitulo}>
        <Loader aria-label="Carregando" />
      </PaginaPublica>
    );
  }
  if (pagina.isError || !pagina.data) {
    return (
      <PaginaPublica titulo={M.consentimentoTitulo}>
        <ErrorAlert error={pagina.error} fallback={M.linkInvalido} />
      </PaginaPublica>
    );
  }
  const p = pagina.data;

  function enviar(e: React.FormEvent) {
    e.preventDefault();
    const r = aceiteLinkInput.safeParse({ ...respostas, aceito });
    if (!r.success) {
      setErros(Object.fromEntries(r.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErros({});
    aceitar.mutate(r.data);
  }

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
      <form onSubmit={enviar} noValidate>
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
            valor={respostas}
            onChange={(f, v) => {
              setRespostas((r) => ({ ...r, [f]: v }));
              setErros(({ [f]: _, ...resto }) => resto);
            }}
            erros={erros}
          />
          <Checkbox
            label={M.estouCiente}
            checked={aceito}
            onChange={(e) => {
              setAceito(e.currentTarget.checked);
              setErros(({ aceito: _, ...resto }) => resto);
            }}
            error={erros.aceito}
          />
          {aceitar.isError && <ErrorAlert error={aceitar.error} />}
          <Button type="submit" size="md" loading={aceitar.isPending}>
            {M.confirmarAceite}
          </Button>
        </Stack>
      </form>
    </PaginaPublica>
  );
}

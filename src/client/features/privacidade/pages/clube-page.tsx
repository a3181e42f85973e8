// /lgpd/clube: the club's settings (administrators): name, CNPJ, contacts and the
// encarregado, shown on receipts, public pages and the privacy notice.
import { Grid, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useClube, useSalvarClube } from '#client/features/privacidade/queries.ts';
import { BlocoErro } from '#client/ui/bloco-erro.tsx';
import { CartaoFormulario } from '#client/ui/cartao-formulario.tsx';
import { campoDe, checarCom, useFormulario } from '#client/ui/form.ts';
import { enviarFormulario } from '#client/ui/form-envio.ts';
import { MaskedInput, mascarar } from '#client/ui/masked-input.tsx';
import { MSG_PRIVACIDADE as M } from '#shared/messages/privacidade.ts';
import { type Clube, clubeInput } from '#shared/schemas/clube.ts';

const vazio = {
  nome: '',
  cnpj: '',
  email: '',
  telefone: '',
  cidade: '',
  encarregado_nome: '',
  encarregado_email: '',
};
type Form = typeof vazio;

const doServidor = (c: Clube): Form => ({
  nome: c.nome,
  cnpj: c.cnpj ? mascarar('cnpj', c.cnpj) : '',
  email: c.email ?? '',
  telefone: c.telefone ? mascarar('telefone', c.telefone) : '',
  cidade: c.cidade ?? '',
  encarregado_nome: c.encarregado_nome ?? '',
  encarregado_email: c.encarregado_email ?? '',
});

export default function ClubePage() {
  const clube = useClube();
  const salvar = useSalvarClube();
  const form = useFormulario({
    initialValues: vazio,
    validate: checarCom(clubeInput, (f: Form) => f),
    transformValues: (f) => clubeInput.parse(f),
  });
  const { initialize } = form;
  useEffect(() => {
    if (clube.data) initialize(doServidor(clube.data));
  }, [clube.data, initialize]);
  const campo = (nome: keyof Form) => campoDe(form, nome);

  return (
    <Stack maw={900}>
      <Title order={2} size="h4">
        {M.clubeTitulo}
      </Title>
      <Text>{M.clubeTexto}</Text>
      {clube.isError ? (
        <BlocoErro error={clube.error} />
      ) : clube.isPending ? (
        <Loader role="progressbar" aria-label="Carregando" />
      ) : (
        <CartaoFormulario
          enviar={M.salvar}
          enviando={salvar.isPending}
          onSubmit={enviarFormulario(form, { salvar: salvar.mutateAsync, aviso: M.clubeSalvo })}
        >
          <Grid gap="sm">
            <Grid.Col span={{ base: 12, sm: 8 }}>
              <TextInput {...campo('nome')} label={M.nomeClube} required maxLength={120} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <MaskedInput {...campo('cnpj')} mascara="cnpj" label={M.cnpj} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 5 }}>
              <TextInput {...campo('email')} type="email" label={M.email} maxLength={254} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 3 }}>
              <MaskedInput {...campo('telefone')} mascara="telefone" label={M.telefone} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <TextInput {...campo('cidade')} label={M.cidade} maxLength={60} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput {...campo('encarregado_nome')} label={M.encarregadoNome} maxLength={120} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                {...campo('encarregado_email')}
                type="email"
                label={M.encarregadoEmail}
                maxLength={254}
              />
            </Grid.Col>
          </Grid>
        </CartaoFormulario>
      )}
    </Stack>
  );
}

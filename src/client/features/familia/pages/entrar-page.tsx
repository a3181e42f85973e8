// /familia/entrar: a guardian (or an adult student) signs in to the families' portal with a
// one-time code. First the e-mail: the answer is the same whether the club knows it or not
// (nobody learns which e-mails are registered). Then the 6-digit code from the e-mail (the
// phone's numeric keyboard, and the code offered from the message by the system), and the
// portal. The e-mailed link brings the e-mail and the code in the address: the page asks to
// confirm with a button (a POST) and never signs in just by being opened.
import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { useEntrarFamilia, usePedirCodigo, useSessaoFamilia } from '#client/features/familia/queries.ts';
import { paths } from '#client/paths.ts';
import { BlocoErro } from '#client/ui/bloco-erro.tsx';
import { errosDaApi } from '#client/ui/errors.ts';
import { checarCom, useFormulario } from '#client/ui/form.ts';
import { enviarFormulario } from '#client/ui/form-envio.ts';
import { PaginaPublica } from '#client/ui/pagina-publica.tsx';
import { MSG_FAMILIA_TELAS as M } from '#shared/messages/familia-telas.ts';
import { entrarInput, pedirCodigoInput } from '#shared/schemas/familia.ts';

export default function EntrarPage() {
  const [busca] = useSearchParams();
  const doLink = { email: busca.get('email') ?? '', codigo: busca.get('codigo') ?? '' };
  // Once asked: the e-mail the code went to and the server's answer (the same for any e-mail).
  const [pedido, setPedido] = useState<{ email: string; resposta: string } | null>(null);
  const doEmail = Boolean(doLink.email || doLink.codigo);
  // Someone still signed in goes on to the portal (the e-mailed link still asks: it may be another person's).
  const sessao = useSessaoFamilia();
  if (sessao.isSuccess && !doEmail) return <Navigate to={paths.familia} replace />;

  return (
    <PaginaPublica titulo={doEmail ? M.confirmarTitulo : M.entrarTitulo} largura="xs">
      {doEmail ? (
        <Confirmar email={doLink.email} codigo={doLink.codigo} />
      ) : pedido === null ? (
        <PedirCodigo aoEnviar={(email, resposta) => setPedido({ email, resposta })} />
      ) : (
        <DigitarCodigo email={pedido.email} resposta={pedido.resposta} aoTrocar={() => setPedido(null)} />
      )}
    </PaginaPublica>
  );
}

function PedirCodigo({ aoEnviar }: { aoEnviar: (email: string, resposta: string) => void }) {
  const pedir = usePedirCodigo();
  const form = useFormulario({
    initialValues: { email: '' },
    validate: checarCom(pedirCodigoInput, (v) => v),
    transformValues: (v) => pedirCodigoInput.parse(v),
  });
  const onSubmit = enviarFormulario(form, {
    salvar: (dados) => pedir.mutateAsync(dados).then((r) => ({ email: dados.email, resposta: r.message })),
    depois: ({ email, resposta }) => aoEnviar(email, resposta),
    erro: 'pagina',
  });
  const falha = pedir.isError && !Object.keys(errosDaApi(pedir.error)).length;
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <Text>{M.entrarTexto}</Text>
        <TextInput
          type="email"
          label={M.email}
          placeholder="seu@email.com"
          autoComplete="email"
          inputMode="email"
          required
          {...form.getInputProps('email')}
        />
        {falha && <BlocoErro error={pedir.error} />}
        <Button type="submit" size="md" loading={pedir.isPending}>
          {M.enviarCodigo}
        </Button>
      </Stack>
    </form>
  );
}

function DigitarCodigo({
  email,
  resposta,
  aoTrocar,
}: {
  email: string;
  resposta: string;
  aoTrocar: () => void;
}) {
  const navigate = useNavigate();
  const entrar = useEntrarFamilia();
  const reenviar = usePedirCodigo();
  // The e-mail's form gave way to this one: the focus goes to the code.
  const campo = useRef<HTMLInputElement>(null);
  useEffect(() => campo.current?.focus(), []);
  const form = useFormulario({
    initialValues: { codigo: '' },
    validate: checarCom(entrarInput, (v) => ({ email, codigo: v.codigo })),
  });
  const onSubmit = enviarFormulario(form, {
    salvar: ({ codigo }) => entrar.mutateAsync(entrarInput.parse({ email, codigo })),
    depois: () => void navigate(paths.familia, { replace: true }),
    erro: { campo: 'codigo' },
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <Text role="status" data-testid="codigo-enviado">
          {resposta}
        </Text>
        <Text size="sm" c="gray.7">
          {M.codigoPara(email)}
        </Text>
        <TextInput
          label={M.codigo}
          description={M.codigoDescricao}
          autoComplete="one-time-code"
          inputMode="numeric"
          pattern="[0-9]*"
          maxLength={6}
          size="lg"
          required
          ref={campo}
          styles={{ input: { letterSpacing: '0.3em', fontVariantNumeric: 'tabular-nums' } }}
          {...form.getInputProps('codigo')}
        />
        <Button type="submit" size="md" loading={entrar.isPending}>
          {M.entrar}
        </Button>
        <Group justify="space-between" gap="xs">
          <Anchor component="button" type="button" c="indigo.8" onClick={aoTrocar}>
            {M.outroEmail}
          </Anchor>
          <Anchor
            component="button"
            type="button"
            c="indigo.8"
            onClick={() => reenviar.mutate({ email })}
            disabled={reenviar.isPending}
          >
            {M.pedirOutroCodigo}
          </Anchor>
        </Group>
        {reenviar.isSuccess && (
          <Text size="sm" role="status">
            {M.outroCodigoEnviado}
          </Text>
        )}
        {reenviar.isError && <BlocoErro error={reenviar.error} title={null} />}
      </Stack>
    </form>
  );
}

/** The e-mailed link: the e-mail and the code in the address, entered only by the button. */
function Confirmar({ email, codigo }: { email: string; codigo: string }) {
  const navigate = useNavigate();
  const entrar = useEntrarFamilia();
  const valido = entrarInput.safeParse({ email, codigo }).success;
  if (!valido) {
    return (
      <Stack>
        <BlocoErro title={null}>{M.linkIncompleto}</BlocoErro>
        <Anchor component={Link} to={paths.familiaEntrar} c="indigo.8">
          {M.pedirOutroCodigo}
        </Anchor>
      </Stack>
    );
  }
  return (
    <Stack>
      <Text>{M.confirmarTexto(email)}</Text>
      {entrar.isError && <BlocoErro error={entrar.error} />}
      <Button
        size="md"
        loading={entrar.isPending}
        onClick={() =>
          entrar.mutate(
            { email, codigo },
            { onSuccess: () => void navigate(paths.familia, { replace: true }) },
          )
        }
      >
        {M.confirmarEntrar}
      </Button>
      {entrar.isError && (
        <Anchor component={Link} to={paths.familiaEntrar} c="indigo.8">
          {M.pedirOutroCodigo}
        </Anchor>
      )}
    </Stack>
  );
}

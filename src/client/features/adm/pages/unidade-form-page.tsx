// /cadastro/unidade and /editar_unidade/{id_unidade}: the unit form; unit and
// address are saved together in one server call.
import { Button, Grid, Loader, NativeSelect, Paper, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { enderecoDoServidor, salvarComAviso } from '#client/features/adm/components/form-utils.ts';
import { useSalvarUnidade, useUnidade } from '#client/features/adm/queries.ts';
import { paths } from '#client/paths.ts';
import { EnderecoFields, type EnderecoForm, enderecoVazio } from '#client/ui/endereco-fields.tsx';
import { ErrorAlert } from '#client/ui/error-alert.tsx';
import { type Erros, errosDoZod, errosEm } from '#client/ui/errors.ts';
import { focarPrimeiroErro } from '#client/ui/foco-erro.ts';
import { MaskedInput, mascarar } from '#client/ui/masked-input.tsx';
import { ROTULO_TIPO_UNIDADE } from '#shared/constants.ts';
import { MSG, MSG_ADM } from '#shared/messages.ts';
import { unidadeCompletaInput } from '#shared/schemas/unidade.ts';

interface Form {
  nome_unidade: string;
  cnpj: string;
  telefone: string;
  email: string;
  mais_contatos: string;
  tipo: string;
  endereco: EnderecoForm;
}

const vazio: Form = {
  nome_unidade: '',
  cnpj: '',
  telefone: '',
  email: '',
  mais_contatos: '',
  tipo: '',
  endereco: enderecoVazio,
};

export default function UnidadeFormPage() {
  const params = useParams();
  const id = params.id ? Number(params.id) : null;
  const navigate = useNavigate();
  const atual = useUnidade(id);
  const salvar = useSalvarUnidade(id);
  const [form, setForm] = useState<Form>(vazio);
  const [erros, setErros] = useState<Erros>({});

  useEffect(() => {
    const u = atual.data;
    if (!u) return;
    setForm({
      nome_unidade: u.nome_unidade,
      cnpj: u.cnpj_unidade ? mascarar('cnpj', u.cnpj_unidade) : '',
      telefone: u.telefone_unidade ? mascarar('telefone', u.telefone_unidade) : '',
      email: u.email_unidade ?? '',
      mais_contatos: u.mais_contatos ?? '',
      tipo: u.tipo,
      endereco: enderecoDoServidor(u.endereco),
    });
  }, [atual.data]);

  const set =
    <K extends keyof Form>(campo: K) =>
    (valor: Form[K]) =>
      setForm((f) => ({ ...f, [campo]: valor }));

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const formulario = e.currentTarget;
    const check = unidadeCompletaInput.safeParse({
      nome_unidade: form.nome_unidade,
      cnpj_unidade: form.cnpj,
      telefone_unidade: form.telefone,
      email_unidade: form.email,
      mais_contatos: form.mais_contatos,
      tipo: form.tipo,
      endereco: form.endereco,
    });
    if (!check.success) {
      setErros(errosDoZod(check.error));
      focarPrimeiroErro(formulario);
      return;
    }
    await salvarComAviso(salvar.mutateAsync, check.data, setErros, () => navigate(paths.admUnidades));
  }

  if (id !== null && atual.isError) return <ErrorAlert error={atual.error} maw={720} />;
  if (id !== null && !atual.data) return <Loader aria-label={MSG_ADM.carregandoDados} />;

  return (
    <Stack maw={820}>
      <Title order={1} size="h2">
        {id === null ? MSG_ADM.cadastroUnidades : MSG_ADM.editarUnidade}
      </Title>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <Paper withBorder p="md" radius="md">
            <Grid gap="sm">
              <Grid.Col span={{ base: 12, sm: 8 }}>
                <TextInput
                  label={MSG_ADM.nomeUnidade}
                  required
                  maxLength={120}
                  value={form.nome_unidade}
                  onChange={(e) => set('nome_unidade')(e.currentTarget.value)}
                  error={erros.nome_unidade}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 4 }}>
                <NativeSelect
                  label={MSG_ADM.tipoUnidade}
                  required
                  value={form.tipo}
                  onChange={(e) => set('tipo')(e.currentTarget.value)}
                  data={[
                    { value: '', label: MSG_ADM.selecione },
                    ...Object.entries(ROTULO_TIPO_UNIDADE).map(([value, label]) => ({ value, label })),
                  ]}
                  error={erros.tipo}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 4 }}>
                <MaskedInput
                  mascara="cnpj"
                  label={MSG_ADM.cnpj}
                  value={form.cnpj}
                  onChange={set('cnpj')}
                  error={erros.cnpj_unidade}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 4 }}>
                <MaskedInput
                  mascara="telefone"
                  label={MSG_ADM.telefone}
                  value={form.telefone}
                  onChange={set('telefone')}
                  error={erros.telefone_unidade}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 4 }}>
                <TextInput
                  type="email"
                  label={MSG_ADM.emailUnidade}
                  maxLength={254}
                  value={form.email}
                  onChange={(e) => set('email')(e.currentTarget.value)}
                  error={erros.email_unidade}
                />
              </Grid.Col>
              <Grid.Col span={12}>
                <Textarea
                  label={MSG_ADM.maisContatos}
                  autosize
                  minRows={2}
                  maxLength={500}
                  value={form.mais_contatos}
                  onChange={(e) => set('mais_contatos')(e.currentTarget.value)}
                  error={erros.mais_contatos}
                />
              </Grid.Col>
            </Grid>
          </Paper>
          <Paper withBorder p="md" radius="md">
            <Title order={2} size="h4" mb="sm">
              {MSG_ADM.endereco}
            </Title>
            <EnderecoFields
              value={form.endereco}
              onChange={set('endereco')}
              errors={errosEm(erros, 'endereco')}
            />
          </Paper>
          <Button type="submit" size="md" loading={salvar.isPending} style={{ alignSelf: 'flex-start' }}>
            {id === null ? MSG.cadastrar : MSG.editar}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}

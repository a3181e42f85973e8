// /cadastro/professor and /editar_prof/{id_professor}: the teacher form.
// Person, address and teacher row are saved together in one server call.
import {
  Button,
  Grid,
  Loader,
  NativeSelect,
  Paper,
  PasswordInput,
  Stack,
  Switch,
  TextInput,
  Title,
} from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { enderecoDoServidor, salvarComAviso } from '#client/features/adm/components/form-utils.ts';
import { useProfessor, useSalvarProfessor } from '#client/features/adm/queries.ts';
import { paths } from '#client/paths.ts';
import { EnderecoFields, type EnderecoForm, enderecoVazio } from '#client/ui/endereco-fields.tsx';
import { ErrorAlert } from '#client/ui/error-alert.tsx';
import { type Erros, errosDoZod, errosEm } from '#client/ui/errors.ts';
import { focarPrimeiroErro } from '#client/ui/foco-erro.ts';
import { MaskedInput, mascarar } from '#client/ui/masked-input.tsx';
import { ROTULO_GENERO } from '#shared/constants.ts';
import { MSG, MSG_ADM } from '#shared/messages.ts';
import { brParaIso, isoParaBr } from '#shared/rules/datas.ts';
import { professorCompletoInput, professorEdicaoInput } from '#shared/schemas/professor.ts';

interface Form {
  nome_pessoa: string;
  dt_nasc: string;
  cpf: string;
  rg: string;
  email: string;
  telefone: string;
  genero: string;
  senha: string;
  adm: boolean;
  endereco: EnderecoForm;
}

const vazio: Form = {
  nome_pessoa: '',
  dt_nasc: '',
  cpf: '',
  rg: '',
  email: '',
  telefone: '',
  genero: '',
  senha: '',
  adm: false,
  endereco: enderecoVazio,
};

export default function ProfessorFormPage() {
  const params = useParams();
  const id = params.id ? Number(params.id) : null;
  const navigate = useNavigate();
  const atual = useProfessor(id);
  const salvar = useSalvarProfessor(id);
  const [form, setForm] = useState<Form>(vazio);
  const [erros, setErros] = useState<Erros>({});

  useEffect(() => {
    if (!atual.data) return;
    const p = atual.data.pessoa;
    setForm({
      nome_pessoa: p.nome_pessoa,
      dt_nasc: p.dt_nasc_pessoa ? isoParaBr(p.dt_nasc_pessoa) : '',
      cpf: p.cpf_pessoa ? mascarar('cpf', p.cpf_pessoa) : '',
      rg: p.rg_pessoa ? mascarar('rg', p.rg_pessoa) : '',
      email: p.email_pessoa ?? '',
      telefone: p.telefone_pessoa ? mascarar('telefone', p.telefone_pessoa) : '',
      genero: p.genero ?? '',
      senha: '',
      adm: p.adm === 1,
      endereco: enderecoDoServidor(atual.data.endereco),
    });
  }, [atual.data]);

  const set =
    <K extends keyof Form>(campo: K) =>
    (valor: Form[K]) =>
      setForm((f) => ({ ...f, [campo]: valor }));

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const formulario = e.currentTarget;
    const body = {
      nome_pessoa: form.nome_pessoa,
      dt_nasc_pessoa: brParaIso(form.dt_nasc) ?? form.dt_nasc,
      cpf_pessoa: form.cpf,
      rg_pessoa: form.rg,
      email_pessoa: form.email,
      telefone_pessoa: form.telefone,
      genero: form.genero,
      senha_pessoa: form.senha,
      adm: form.adm ? 1 : 0,
      endereco: form.endereco,
    };
    const schema = id === null ? professorCompletoInput : professorEdicaoInput;
    const check = schema.safeParse(body);
    if (!check.success) {
      setErros(errosDoZod(check.error));
      focarPrimeiroErro(formulario);
      return;
    }
    await salvarComAviso(salvar.mutateAsync, check.data, setErros, () => navigate(paths.admProfessores));
  }

  if (id !== null && atual.isError) return <ErrorAlert error={atual.error} maw={720} />;
  if (id !== null && !atual.data) return <Loader aria-label={MSG_ADM.carregandoDados} />;

  return (
    <Stack maw={820}>
      <Title order={1} size="h2">
        {id === null ? MSG.cadastroProfessores : MSG.editarProfessor}
      </Title>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <Paper withBorder p="md" radius="md">
            <Title order={2} size="h4" mb="sm">
              {MSG_ADM.dadosPessoais}
            </Title>
            <Grid gap="sm">
              <Grid.Col span={12}>
                <TextInput
                  label={MSG_ADM.nomeCompleto}
                  required
                  maxLength={120}
                  value={form.nome_pessoa}
                  onChange={(e) => set('nome_pessoa')(e.currentTarget.value)}
                  error={erros.nome_pessoa}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 4 }}>
                <MaskedInput
                  mascara="data"
                  label={MSG_ADM.dataNascimento}
                  placeholder="DD/MM/AAAA"
                  required
                  value={form.dt_nasc}
                  onChange={set('dt_nasc')}
                  error={erros.dt_nasc_pessoa}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 4 }}>
                <MaskedInput
                  mascara="cpf"
                  label={MSG_ADM.cpf}
                  required
                  value={form.cpf}
                  onChange={set('cpf')}
                  error={erros.cpf_pessoa}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 4 }}>
                <MaskedInput
                  mascara="rg"
                  label={MSG_ADM.rg}
                  required
                  value={form.rg}
                  onChange={set('rg')}
                  error={erros.rg_pessoa}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 5 }}>
                <TextInput
                  type="email"
                  label={MSG_ADM.email}
                  required
                  maxLength={254}
                  value={form.email}
                  onChange={(e) => set('email')(e.currentTarget.value)}
                  error={erros.email_pessoa}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 4 }}>
                <MaskedInput
                  mascara="telefone"
                  label={MSG_ADM.telefone}
                  required
                  value={form.telefone}
                  onChange={set('telefone')}
                  error={erros.telefone_pessoa}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 3 }}>
                <NativeSelect
                  label={MSG_ADM.genero}
                  required
                  value={form.genero}
                  onChange={(e) => set('genero')(e.currentTarget.value)}
                  data={[
                    { value: '', label: MSG_ADM.selecione },
                    ...Object.entries(ROTULO_GENERO).map(([value, label]) => ({ value, label })),
                  ]}
                  error={erros.genero}
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
          <Paper withBorder p="md" radius="md">
            <Title order={2} size="h4" mb="sm">
              {MSG_ADM.acesso}
            </Title>
            <Stack gap="sm">
              <PasswordInput
                label={MSG_ADM.senha}
                required={id === null}
                description={id === null ? undefined : MSG_ADM.senhaManter}
                autoComplete="new-password"
                maxLength={200}
                value={form.senha}
                onChange={(e) => set('senha')(e.currentTarget.value)}
                error={erros.senha_pessoa}
                maw={360}
              />
              <Switch
                label={MSG_ADM.administrador}
                description={MSG_ADM.administradorDescricao}
                checked={form.adm}
                onChange={(e) => set('adm')(e.currentTarget.checked)}
                error={erros.adm}
              />
            </Stack>
          </Paper>
          <Button type="submit" size="md" loading={salvar.isPending} style={{ alignSelf: 'flex-start' }}>
            {id === null ? MSG.cadastrar : MSG.editar}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}

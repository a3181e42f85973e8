// Routes of docs/product/screens.md. Each page area is its own lazily loaded chunk; a load that
// fails or exceeds the loading timeout (docs/product/constants.md) shows RouteError instead of a
// blank page. Only the route table: nothing here touches the browser when imported, so the build
// can render `/` ahead of time (prerender.tsx); router.tsx makes the router.
import { type LoaderFunction, type RouteObject, redirect } from 'react-router';
import { TEMPO } from '#shared/constants.ts';
import LoginPage from './features/auth/login-page';
import { type AbaPrivacidade, paths } from './paths';
import { sessionOnce } from './session';
import { RouteError } from './ui/route-error';

/** A page's module: its component and, when the page reads something before its first render, its loader. */
type PageModule = { default: React.ComponentType; loader?: LoaderFunction };

/** Thrown when a lazy part takes longer than 120 000 ms. */
class PartTimeoutError extends Error {
  name = 'TimeoutError';
}

/** The complete stylesheet; `/` carries only what the login page uses (styles-login.ts). */
const fullStyles = () => import('./styles-full');

/**
 * 'top': a part right under the root (the layout, the public wizards) — it
 * brings the query cache its subtree uses. 'child': inside the layout.
 */
type Part = 'top' | 'child';

async function loadPart(
  load: () => Promise<PageModule>,
  part: Part,
): Promise<{ Component: React.ComponentType; loader?: LoaderFunction }> {
  if (part === 'child') {
    const [mod] = await Promise.all([load(), fullStyles()]);
    return mod.loader ? { Component: mod.default, loader: mod.loader } : { Component: mod.default };
  }
  // The popups' provider is fetched ahead (not mounted), so the first popup needs no download.
  void import('./modals-provider');
  const [mod, { withQueries }] = await Promise.all([load(), import('./query-client'), fullStyles()]);
  return { Component: withQueries(mod.default) };
}

function page(load: () => Promise<PageModule>, address: string, part: Part = 'child') {
  return async () => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new PartTimeoutError(address)), TEMPO.timeoutParteMs);
    });
    try {
      return await Promise.race([loadPart(load, part), timeout]);
    } finally {
      clearTimeout(timer);
    }
  };
}

/** A person whose password must be changed sees only the change screen until they do. */
const requireSession: LoaderFunction = async () => {
  const user = await sessionOnce();
  if (!user) throw redirect(paths.login);
  if (user.troca_senha === 1) throw redirect(paths.trocarSenha);
  return user;
};

const requireAdmin: LoaderFunction = async () => {
  const user = await sessionOnce();
  if (!user) throw redirect(paths.login);
  if (user.adm !== 1) throw redirect(paths.home);
  return null;
};

/** The change screen: for a session whose password must be changed; anyone else goes on to /home. */
const requirePasswordChange: LoaderFunction = async () => {
  const user = await sessionOnce();
  if (!user) throw redirect(paths.login);
  if (user.troca_senha !== 1) throw redirect(paths.home);
  return user;
};

const adm = (path: string, load: () => Promise<PageModule>) => ({ path, lazy: page(load, path) });

/** A tab of /lgpd: its own address and lazily loaded part. */
const aba = (nome: AbaPrivacidade, load: () => Promise<PageModule>) => ({
  path: paths.privacidadeAba(nome),
  lazy: page(load, paths.privacidadeAba(nome)),
});

/** The tabs of /lgpd, one lazy part per area: each import here weighs on the login page. */
const abasDoClube = () => import('./features/privacidade/pages/abas');
const abasDosDados = () => import('./features/privacidade-dados/pages/abas');

const chamadaPage = () => import('./features/aulas/pages/chamada-page');

/**
 * From the home a teacher's next page is a class's sheet: its part is fetched along with
 * the home's (not waited for), so the tap on a class opens it without a download.
 */
function homeESeguinte() {
  void chamadaPage().catch(() => undefined);
  return import('./features/aulas/pages/home-page');
}

export const routes: RouteObject[] = [
  {
    errorElement: <RouteError topo />,
    children: [
      // Bundled with the entry: `/` renders without waiting for a second download.
      { path: paths.login, Component: LoginPage },
      {
        path: paths.matricula,
        lazy: page(() => import('./features/matricula/pages/matricula-page'), 'matricula', 'top'),
      },
      {
        path: paths.cadastroNaoPagante,
        lazy: page(() => import('./features/matricula/pages/nao-pagante-page'), 'cadastro', 'top'),
      },
      {
        path: paths.cadastroEscola,
        lazy: page(() => import('./features/matricula/pages/escola-page'), 'cadastro/aluno/Escola', 'top'),
      },
      {
        path: paths.trocarSenha,
        loader: requirePasswordChange,
        lazy: page(() => import('./features/conta/pages/trocar-senha-page'), 'trocar-senha', 'top'),
      },
      {
        path: paths.privacidade,
        lazy: page(() => import('./features/privacidade/pages/privacidade-page'), 'privacidade', 'top'),
      },
      {
        path: paths.consentimento(':token'),
        lazy: page(() => import('./features/privacidade/pages/consentimento-page'), 'consentimento', 'top'),
      },
      {
        path: paths.pagar(':token'),
        lazy: page(() => import('./features/pagar/pagar-page'), 'pagar', 'top'),
      },
      {
        path: paths.pararLembretes(':token'),
        lazy: page(() => import('./features/lembretes/pages/parar-page'), 'parar-lembretes', 'top'),
      },
      {
        path: paths.recuperarSenha,
        lazy: page(() => import('./features/mensagens/pages/recuperar-page'), 'recuperar', 'top'),
      },
      {
        path: paths.redefinirSenha(':token'),
        lazy: page(() => import('./features/mensagens/pages/redefinir-page'), 'redefinir', 'top'),
      },
      {
        id: 'app',
        loader: requireSession,
        lazy: page(() => import('./layout/app-layout'), 'layout', 'top'),
        children: [
          {
            errorElement: <RouteError />,
            children: [
              { path: paths.home, lazy: page(homeESeguinte, 'home') },
              { path: paths.aulas, lazy: page(() => import('./features/aulas/pages/aulas-page'), 'aulas') },
              {
                path: paths.turma(':idturma'),
                lazy: page(() => import('./features/aulas/pages/turma-page'), 'aulas/turma'),
              },
              {
                path: paths.chamada(':idturma'),
                lazy: page(chamadaPage, 'aulas/chamada'),
              },
              { path: paths.conta, lazy: page(() => import('./features/conta/pages/conta-page'), 'conta') },
              {
                path: paths.aluno(':id'),
                lazy: page(() => import('./features/aluno/pages/aluno-page'), 'aluno'),
              },
              {
                loader: requireAdmin,
                children: [
                  adm(paths.relatorios, () => import('./features/relatorios/pages/relatorios-page')),
                  adm(paths.adm, () => import('./features/adm/pages/adm-page')),
                  adm(paths.admAlunos, () => import('./features/adm/pages/alunos-page')),
                  adm(paths.admProfessores, () => import('./features/adm/pages/professores-page')),
                  adm(paths.admUnidades, () => import('./features/adm/pages/unidades-page')),
                  adm(paths.admTurmas, () => import('./features/adm/pages/turmas-page')),
                  adm(paths.admCategorias, () => import('./features/esgrima/pages/categorias-page')),
                  adm(paths.importarAlunos, () => import('./features/adm/pages/importar-alunos-page')),
                  adm(paths.cadastroProfessor, () => import('./features/adm/pages/professor-form-page')),
                  adm(paths.editarProfessor(':id'), () => import('./features/adm/pages/professor-form-page')),
                  adm(paths.cadastroUnidade, () => import('./features/adm/pages/unidade-form-page')),
                  adm(paths.editarUnidade(':id'), () => import('./features/adm/pages/unidade-form-page')),
                  adm(paths.cadastroTurma, () => import('./features/adm/pages/turma-form-page')),
                  adm(paths.editarTurma(':id'), () => import('./features/adm/pages/turma-form-page')),
                  {
                    path: paths.admPrivacidade,
                    lazy: page(() => import('./features/privacidade/pages/privacidade-adm-page'), 'lgpd'),
                    children: [
                      { index: true, loader: () => redirect(paths.privacidadeAba('documentos')) },
                      aba('documentos', () => abasDoClube().then((m) => ({ default: m.DocumentosAba }))),
                      aba('pedidos', () => abasDoClube().then((m) => ({ default: m.PedidosAba }))),
                      aba('incidentes', () => abasDoClube().then((m) => ({ default: m.IncidentesAba }))),
                      aba('acessos', () => abasDosDados().then((m) => ({ default: m.AcessosAba }))),
                      aba('retencao', () => abasDosDados().then((m) => ({ default: m.RetencaoAba }))),
                      aba('clube', () => abasDoClube().then((m) => ({ default: m.ClubePage }))),
                    ],
                  },
                  { path: paths.dadosPessoais, loader: () => redirect(paths.privacidadeAba('acessos')) },
                  { path: paths.admClube, loader: () => redirect(paths.privacidadeAba('clube')) },
                  adm(
                    paths.exportacaoPessoa(':id'),
                    () => import('./features/privacidade-dados/pages/exportacao-page'),
                  ),
                  adm(paths.admMensagens, () => import('./features/mensagens/pages/mensagens-page')),
                  adm(paths.financeiro, () => import('./features/financeiro/pages/resumo-page')),
                  adm(paths.financeiroCobrancas, () => import('./features/financeiro/pages/cobrancas-page')),
                  adm(
                    paths.financeiroInadimplentes,
                    () => import('./features/financeiro/pages/inadimplentes-page'),
                  ),
                  adm(
                    paths.financeiroConfiguracao,
                    () => import('./features/financeiro/pages/configuracao-page'),
                  ),
                  adm(paths.financeiroPrecos, () => import('./features/financeiro/pages/precos-page')),
                  adm(paths.financeiroExtrato, () => import('./features/financeiro/pages/extrato-page')),
                  adm(paths.recibo(':numero'), () => import('./features/financeiro/pages/recibo-page')),
                  adm(
                    paths.editarAluno(':id_aluno'),
                    () => import('./features/matricula/pages/editar-aluno-page'),
                  ),
                  adm(paths.admMaterial, () => import('./features/material/pages/material-page')),
                  adm(paths.materialAtrasados, () => import('./features/material/pages/atrasados-page')),
                  adm(
                    paths.materialItem(':id'),
                    () => import('./features/material/pages/material-item-page'),
                  ),
                  adm(paths.admExperimentais, () => import('./features/experimental/pages/quadro-page')),
                  adm(
                    paths.matricularExperimental(':id'),
                    () => import('./features/matricula/pages/matricular-experimental-page'),
                  ),
                ],
              },
            ],
          },
        ],
      },
      {
        path: paths.familiaEntrar,
        lazy: page(() => import('./features/familia/pages/entrar-page'), 'familia/entrar', 'top'),
      },
      {
        path: paths.familia,
        lazy: page(() => import('./features/familia/pages/portal-page'), 'familia', 'top'),
      },
      {
        path: paths.experimental,
        lazy: page(() => import('./features/experimental/pages/agendar-page'), 'experimental', 'top'),
      },
      { path: '*', loader: () => redirect(paths.home) },
    ],
  },
];

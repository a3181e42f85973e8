// The texts of the API reference (/api/docs): the document's title and description,
// what each operation says about who may call it, and the groups of operations.
export const MSG_API = {
  titulo: 'Estocada — API',
  descricao:
    'A API do Estocada, descrita a partir dos esquemas das suas rotas. ' +
    'Entre com POST /login: a sessão é o cookie que a resposta define. ' +
    'Toda alteração (POST, PUT, DELETE) precisa vir da mesma origem ou de um cliente fora do navegador.',
  sessao: 'O cookie de sessão que POST /login define.',
  acessoPublico: 'Acesso: público.',
  acessoUsuario: 'Acesso: qualquer pessoa com sessão.',
  acessoAdmin: 'Acesso: somente administradores.',
  tituloDaPagina: 'Estocada — referência da API',
  respostaSucesso: 'Sucesso.',
  respostaRecusa:
    'Pedido recusado: `message` diz por quê; `campos`, quando há, diz o que corrigir em cada campo.',
  respostaErroServidor: 'Erro do servidor: `message` pede para tentar de novo mais tarde.',
} as const;

/**
 * The reference's groups, one per area of the club, in the order the page lists them:
 * each with its name and what its operations do.
 */
export const AREAS_API = {
  acesso: { nome: 'Acesso e conta', descricao: 'Entrar, sair, a própria senha e as sessões abertas.' },
  inicio: { nome: 'Início e notificações', descricao: 'O dia de quem entra e o sino de avisos.' },
  alunos: { nome: 'Alunos', descricao: 'Os alunos: cadastro, dados completos e busca.' },
  matricula: {
    nome: 'Matrícula',
    descricao: 'A matrícula pelos assistentes, os responsáveis de um aluno e a importação por planilha.',
  },
  turmas: {
    nome: 'Turmas',
    descricao: 'As turmas, os alunos de cada uma, as transferências e as turmas de um professor.',
  },
  chamada: {
    nome: 'Chamada',
    descricao:
      'A chamada de uma aula: buscar, enviar (também de um aparelho sem conexão), corrigir e pedir correção.',
  },
  professores: { nome: 'Professores', descricao: 'Os professores e o seu acesso.' },
  unidades: { nome: 'Unidades', descricao: 'As unidades onde as turmas têm aula.' },
  pessoas: { nome: 'Pessoas e endereços', descricao: 'As pessoas e os endereços, e a busca de CEP.' },
  administracao: {
    nome: 'Administração',
    descricao: 'As listas da administração: busca, páginas, desativar e reativar.',
  },
  relatorios: { nome: 'Relatórios', descricao: 'Frequência, resumos, risco de evasão e o painel.' },
  financeiro: {
    nome: 'Financeiro',
    descricao: 'Preços, cobranças, Pix, pagamentos, inadimplência, extrato e a página pública de pagamento.',
  },
  privacidade: {
    nome: 'Privacidade',
    descricao:
      'LGPD: consentimentos, pedidos dos titulares, incidentes, exportação, anonimização, retenção e auditoria.',
  },
  clube: {
    nome: 'Clube e configuração',
    descricao: 'A identidade do clube e as configurações que o aplicativo lê.',
  },
  operacao: { nome: 'Operação', descricao: 'Saúde do servidor, para monitoramento.' },
  material: {
    nome: 'Material do clube',
    descricao: 'O material que o clube empresta: itens, empréstimos, devoluções, histórico e atrasos.',
  },
  experimentais: {
    nome: 'Aulas experimentais',
    descricao:
      'O agendamento público de uma aula experimental, as turmas abertas e o quadro da secretaria: situação, resumo e conversão em matrícula.',
  },
} as const;

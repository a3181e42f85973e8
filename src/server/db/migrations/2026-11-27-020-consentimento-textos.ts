// The first version of each document the club asks people to accept or answer, as
// plain pt-BR text. Frozen with the migration that seeds them: a later text is a new
// version published on the documents screen, never an edit of these.

const contratoClube = `Contrato de Prestação de Serviços - Clube de Esgrima

Pelo presente instrumento, o clube de esgrima (CONTRATADO) e o aluno identificado no cadastro, ou seu responsável legal quando menor de 18 anos (CONTRATANTE), ajustam a prestação de aulas de esgrima nas condições abaixo.

1. Objeto
O CONTRATADO oferecerá aulas de esgrima na unidade, nos dias da semana e nas turmas escolhidos no cadastro, ministradas por professores habilitados, com uso do material coletivo de treino disponível na unidade.

2. Plano e pagamento
O CONTRATANTE escolhe um dos planos oferecidos (Pacote Mensal, 6 meses ou 12 meses) e o dia de vencimento das mensalidades (dia 10, 20 ou 30 de cada mês). O atraso superior a 30 dias autoriza a suspensão das aulas até a regularização. Alunos não pagantes participam sem cobrança enquanto durar o programa que os inclui.

3. Frequência e reposição
As faltas devem ser avisadas ao professor com antecedência sempre que possível. Aulas perdidas pelo aluno não geram desconto; aulas canceladas pelo clube serão repostas em data combinada com a turma.

4. Saúde e segurança
O CONTRATANTE declara que o aluno está apto à prática de atividade física e informará qualquer condição de saúde relevante. É obrigatório o uso de máscara, jaqueta e luva durante os assaltos, e o aluno seguirá as orientações de segurança do professor em todos os momentos.

5. Uso de imagem
Fotos e vídeos de treinos e competições só serão publicados pelo clube com autorização expressa do CONTRATANTE, pedida à parte e que pode ser revogada a qualquer tempo.

6. Dados pessoais
Os dados informados no cadastro são usados para a matrícula, a chamada, a comunicação com o aluno e seus responsáveis e a cobrança, conforme a Lei Geral de Proteção de Dados (Lei 13.709/2018) e o aviso de privacidade do clube.

7. Vigência e cancelamento
Este contrato vale pelo período do plano escolhido e pode ser cancelado por qualquer das partes com aviso prévio de 30 dias.

Aceite
O aceite é registrado eletronicamente quando o aluno, ou seu responsável legal, marca "Estou ciente e concordo" e finaliza o cadastro: ficam guardados a versão deste texto, quem aceitou, a data e a hora.`;

const contratoEscola = `Termo de Compromisso - Programa Escolar de Esgrima

Este termo trata da participação do aluno nas aulas de esgrima oferecidas pelo programa escolar na escola ou unidade escolhida no cadastro. A participação é gratuita para o aluno e sua família.

1. Participação
O aluno frequentará as turmas escolhidas, nos dias e horários informados pela escola.

2. Compromissos do responsável
O responsável se compromete a garantir a frequência do aluno, avisar as faltas com antecedência, buscar o aluno no horário de término das aulas quando necessário e manter atualizados os telefones e o endereço de contato.

3. Material e segurança
O material de esgrima é emprestado pelo programa e deve ser usado com cuidado e devolvido ao fim de cada aula. O uso de máscara é obrigatório em qualquer exercício com arma.

4. Saúde
O responsável declara que o aluno pode praticar atividade física e informará ao professor qualquer condição de saúde, alergia ou uso de medicamento que mereça atenção durante as aulas.

5. Dados pessoais e imagem
Os dados do cadastro são usados para a organização das turmas, a chamada e o contato com a família, conforme a Lei Geral de Proteção de Dados (Lei 13.709/2018) e o aviso de privacidade do clube. Imagens do aluno só serão divulgadas com autorização do responsável, pedida à parte.

6. Encerramento
A participação pode ser encerrada a qualquer momento, bastando avisar a coordenação do programa ou o professor da turma.`;

const avisoPrivacidade = `Aviso de privacidade

O clube guarda os dados do cadastro (nome, CPF, RG, data de nascimento, telefone, e-mail e endereço do aluno e dos seus responsáveis), as turmas e a frequência às aulas. Usa esses dados para cumprir o contrato de aulas, fazer a chamada, falar com a família e cobrar as mensalidades. Os dados de crianças e adolescentes são tratados no seu melhor interesse e com o consentimento de um dos pais ou do responsável legal.

Os dados ficam guardados enquanto o aluno estiver matriculado e pelo tempo que a lei exige depois da saída; depois disso são anonimizados. Você pode pedir a qualquer momento para ver, corrigir, levar ou apagar os seus dados, e pode revogar uma autorização dada. O aviso completo está na página Privacidade do site.`;

const usoImagem = `Uso de imagem em fotos e competições

Autorizo o clube a fotografar e filmar o aluno em treinos, festivais e competições e a publicar essas imagens nos seus canais (site, redes sociais e murais), sem fins comerciais. Posso revogar esta autorização a qualquer momento; imagens já publicadas deixam de ser usadas em novas publicações.`;

const federacao = `Compartilhamento com a federação de esgrima

Autorizo o clube a enviar à federação de esgrima o nome, a data de nascimento, o CPF e o gênero do aluno, para a sua filiação como atleta e a inscrição em competições oficiais. Posso revogar esta autorização a qualquer momento; sem ela, o aluno não é inscrito em competições da federação.`;

/** Version 1 of every document: [documento, título, texto]. */
export const DOCUMENTOS_INICIAIS = [
  ['contrato_clube', 'Contrato do clube', contratoClube],
  ['contrato_escola', 'Termo do programa escolar', contratoEscola],
  ['aviso_privacidade', 'Aviso de privacidade', avisoPrivacidade],
  ['uso_imagem', 'Uso de imagem em fotos e competições', usoImagem],
  ['federacao', 'Compartilhamento com a federação de esgrima', federacao],
] as const;

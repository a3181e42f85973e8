// Writes the two contract PDFs served at /contratos/ (docs/product/README.md): the club's and
// the school programme's. Plain PDF syntax, Helvetica with WinAnsiEncoding so
// pt-BR accents print; no PDF library needed. Run: node scripts/make-contracts.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = resolve(root, 'public/contratos');

const PAGE = { w: 595, h: 842, margin: 56 };
const SIZE = { title: 15, heading: 11.5, body: 10.5 };
const LEADING = 15;
// Helvetica averages ~0.5 em per character for this text; wrap with some slack.
const maxChars = (size) => Math.floor((PAGE.w - 2 * PAGE.margin) / (size * 0.5));

function wrap(text, size) {
  const words = text.split(/\s+/);
  const lines = [];
  let line = '';
  for (const w of words) {
    if (line && `${line} ${w}`.length > maxChars(size)) {
      lines.push(line);
      line = w;
    } else line = line ? `${line} ${w}` : w;
  }
  if (line) lines.push(line);
  return lines;
}

const esc = (s) => s.replace(/\\/g, '\\\\').replace(/\(/g, '\\(').replace(/\)/g, '\\)');

/** Lays out [kind, text] blocks into pages of PDF content streams. */
function layout(blocks) {
  const pages = [];
  let ops = [];
  let y = PAGE.h - PAGE.margin;
  const newPage = () => {
    if (ops.length) pages.push(ops.join('\n'));
    ops = [];
    y = PAGE.h - PAGE.margin;
  };
  for (const [kind, text] of blocks) {
    const size = SIZE[kind];
    const font = kind === 'body' ? 'F1' : 'F2';
    const before = kind === 'heading' ? 10 : kind === 'title' ? 0 : 4;
    y -= before;
    for (const l of wrap(text, size)) {
      if (y < PAGE.margin + LEADING) newPage();
      ops.push(`BT /${font} ${size} Tf ${PAGE.margin} ${y.toFixed(1)} Td (${esc(l)}) Tj ET`);
      y -= kind === 'title' ? 22 : LEADING;
    }
  }
  newPage();
  return pages;
}

function pdf(blocks, title) {
  const pages = layout(blocks);
  const objs = [];
  const add = (body) => {
    objs.push(body);
    return objs.length;
  };
  const catalog = add(null);
  const pagesObj = add(null);
  const enc = '/Encoding /WinAnsiEncoding';
  const f1 = add(`<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica ${enc} >>`);
  const f2 = add(`<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold ${enc} >>`);
  const kids = [];
  pages.forEach((content, i) => {
    const footer = `BT /F1 8 Tf ${PAGE.margin} 30 Td (${esc(`${title} - página ${i + 1} de ${pages.length}`)}) Tj ET`;
    const stream = `${content}\n${footer}`;
    const len = Buffer.byteLength(stream, 'latin1');
    const c = add(`<< /Length ${len} >>\nstream\n${stream}\nendstream`);
    kids.push(
      add(
        `<< /Type /Page /Parent ${pagesObj} 0 R /MediaBox [0 0 ${PAGE.w} ${PAGE.h}] /Resources << /Font << /F1 ${f1} 0 R /F2 ${f2} 0 R >> >> /Contents ${c} 0 R >>`,
      ),
    );
  });
  objs[catalog - 1] = `<< /Type /Catalog /Pages ${pagesObj} 0 R >>`;
  objs[pagesObj - 1] =
    `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`;
  const info = add(`<< /Title (${esc(title)}) /Producer (Estocada) >>`);

  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets = [];
  objs.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objs.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objs.length + 1} /Root ${catalog} 0 R /Info ${info} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

const assinatura = [
  ['heading', 'Aceite'],
  [
    'body',
    'O aceite deste contrato é registrado eletronicamente no momento em que o aluno, ou seu responsável legal, marca a opção "Estou ciente e concordo" e finaliza o cadastro. A data e a hora do aceite ficam guardadas no cadastro do aluno.',
  ],
];

const clube = [
  ['title', 'Contrato de Prestação de Serviços - Clube de Esgrima'],
  [
    'body',
    'Pelo presente instrumento, o clube de esgrima (CONTRATADO) e o aluno identificado no cadastro, ou seu responsável legal quando menor de 18 anos (CONTRATANTE), ajustam a prestação de aulas de esgrima nas condições abaixo.',
  ],
  ['heading', '1. Objeto'],
  [
    'body',
    'O CONTRATADO oferecerá aulas de esgrima na unidade, nos dias da semana e nas turmas escolhidos no cadastro, ministradas por professores habilitados, com uso do material coletivo de treino disponível na unidade.',
  ],
  ['heading', '2. Plano e pagamento'],
  [
    'body',
    'O CONTRATANTE escolhe um dos planos oferecidos (Pacote Mensal, 6 meses ou 12 meses) e o dia de vencimento das mensalidades (dia 10, 20 ou 30 de cada mês). O atraso superior a 30 dias autoriza a suspensão das aulas até a regularização. Alunos não pagantes participam sem cobrança enquanto durar o programa que os inclui.',
  ],
  ['heading', '3. Frequência e reposição'],
  [
    'body',
    'As faltas devem ser avisadas ao professor com antecedência sempre que possível. Aulas perdidas pelo aluno não geram desconto; aulas canceladas pelo clube serão repostas em data combinada com a turma.',
  ],
  ['heading', '4. Saúde e segurança'],
  [
    'body',
    'O CONTRATANTE declara que o aluno está apto à prática de atividade física e informará qualquer condição de saúde relevante. É obrigatório o uso de máscara, jaqueta e luva durante os assaltos, e o aluno seguirá as orientações de segurança do professor em todos os momentos.',
  ],
  ['heading', '5. Uso de imagem'],
  [
    'body',
    'Fotos e vídeos de treinos e competições só serão publicados pelo clube com autorização expressa do CONTRATANTE, que pode ser revogada a qualquer tempo.',
  ],
  ['heading', '6. Dados pessoais'],
  [
    'body',
    'Os dados informados no cadastro são usados apenas para a matrícula, a chamada, a comunicação com o aluno e seus responsáveis e a cobrança, conforme a Lei Geral de Proteção de Dados (Lei 13.709/2018). O CONTRATANTE pode pedir a correção ou a exclusão dos seus dados na secretaria.',
  ],
  ['heading', '7. Vigência e cancelamento'],
  [
    'body',
    'Este contrato vale pelo período do plano escolhido e pode ser cancelado por qualquer das partes com aviso prévio de 30 dias. Nos planos de 6 e 12 meses, o cancelamento antecipado não gera multa, mas encerra o desconto do plano a partir do mês seguinte.',
  ],
  ...assinatura,
];

const escola = [
  ['title', 'Termo de Compromisso - Programa Escolar de Esgrima'],
  [
    'body',
    'Este termo trata da participação do aluno nas aulas de esgrima oferecidas pelo programa escolar na escola ou unidade escolhida no cadastro. A participação é gratuita para o aluno e sua família.',
  ],
  ['heading', '1. Participação'],
  [
    'body',
    'O aluno frequentará as turmas escolhidas, nos dias e horários informados pela escola. A quantidade de turmas não passa do número de dias por semana escolhido no cadastro.',
  ],
  ['heading', '2. Compromissos do responsável'],
  [
    'body',
    'O responsável se compromete a garantir a frequência do aluno, avisar as faltas com antecedência, buscar o aluno no horário de término das aulas quando necessário e manter atualizados os telefones e o endereço de contato.',
  ],
  ['heading', '3. Material e segurança'],
  [
    'body',
    'O material de esgrima é emprestado pelo programa e deve ser usado com cuidado e devolvido ao fim de cada aula. O aluno seguirá sempre as regras de segurança passadas pelo professor; o uso de máscara é obrigatório em qualquer exercício com arma.',
  ],
  ['heading', '4. Saúde'],
  [
    'body',
    'O responsável declara que o aluno pode praticar atividade física e informará ao professor qualquer condição de saúde, alergia ou uso de medicamento que mereça atenção durante as aulas.',
  ],
  ['heading', '5. Dados pessoais e imagem'],
  [
    'body',
    'Os dados do cadastro são usados apenas para a organização das turmas, a chamada e o contato com a família, conforme a Lei Geral de Proteção de Dados (Lei 13.709/2018). Imagens do aluno só serão divulgadas com autorização do responsável.',
  ],
  ['heading', '6. Encerramento'],
  [
    'body',
    'A participação pode ser encerrada a qualquer momento, bastando avisar a coordenação do programa ou o professor da turma.',
  ],
  ...assinatura,
];

mkdirSync(outDir, { recursive: true });
writeFileSync(resolve(outDir, 'contrato-clube.pdf'), pdf(clube, 'Contrato do Clube de Esgrima'));
writeFileSync(resolve(outDir, 'contrato-escola.pdf'), pdf(escola, 'Termo do Programa Escolar'));
process.stdout.write('public/contratos/contrato-clube.pdf and contrato-escola.pdf written\n');

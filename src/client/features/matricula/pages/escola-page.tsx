// /cadastro/aluno/Escola: the school programme's enrolment wizard (public).
import { MSG } from '../../../../shared/messages';
import { WizardPage } from '../components/wizard-page';

export default function EscolaPage() {
  return <WizardPage tipo="escola" titulo={MSG.tituloCadastroEscola} />;
}

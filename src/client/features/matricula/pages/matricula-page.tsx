// /matricula: the paying student's enrolment wizard (public).
import { MSG } from '../../../../shared/messages';
import { WizardPage } from '../components/wizard-page';

export default function MatriculaPage() {
  return <WizardPage tipo="pagante" titulo={MSG.tituloMatricula} />;
}

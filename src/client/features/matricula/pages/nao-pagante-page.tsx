// /cadastro: the non-paying student's enrolment wizard (public).
import { MSG } from '../../../../shared/messages';
import { WizardPage } from '../components/wizard-page';

export default function NaoPagantePage() {
  return <WizardPage tipo="naoPagante" titulo={MSG.tituloCadastro} />;
}

// /lgpd/pedidos: the data subjects' requests.
import { PedidosPainel } from '#client/features/privacidade/components/pedidos-painel.tsx';

export default function PedidosAba() {
  return <PedidosPainel />;
}

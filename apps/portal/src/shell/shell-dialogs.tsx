// The shell's dialogs that open from the customer-service menu, in one chunk loaded when first
// needed: the speed test and the notice that customer service could not be opened.
import ServiceUnavailableModal from './service-unavailable-modal';
import type { ShellModal } from './shell-slice';
import SpeedTestDialog from './speed-test/speed-test-dialog';

export default function ShellDialogs({ modal }: { modal: ShellModal | null }) {
  if (modal === 'speedTest') return <SpeedTestDialog />;
  if (modal === 'serviceUnavailable') return <ServiceUnavailableModal />;
  return null;
}

import { LockChoiceForm } from '../components/LockChoiceForm.tsx';

/** /iot/locks/allegion/:lockId/change-router: another router of the family. */
export default function LockChangeRouterPage() {
  return <LockChoiceForm action="CHANGE_ROUTER" />;
}

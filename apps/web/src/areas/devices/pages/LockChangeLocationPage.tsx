import { LockChoiceForm } from '../components/LockChoiceForm.tsx';

/** /iot/locks/<family>/:lockId/change-location: a place of the community's location tree. */
export default function LockChangeLocationPage() {
  return <LockChoiceForm action="CHANGE_LOCATION" />;
}

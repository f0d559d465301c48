import type { SignInResult } from '@lintel/contracts/auth';

/** What every sign-in step component gets: its challenge, where to send the next answer, and the way back. */
export interface StepProps {
  challenge: string;
  onResult: (result: SignInResult) => void;
  onBack: () => void;
}

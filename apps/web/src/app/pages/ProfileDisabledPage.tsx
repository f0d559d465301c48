import { Button } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useSession } from '../session/session.tsx';
import { pageMessages } from './messages.ts';
import { StatusPage } from './StatusPage.tsx';

export default function ProfileDisabledPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { signOut } = useSession();
  return (
    <StatusPage
      testId="profile-disabled"
      title={intl.formatMessage(pageMessages.profileDisabledTitle)}
      body={intl.formatMessage(pageMessages.profileDisabledBody)}
      action={
        <Button
          variant="light"
          onClick={async () => {
            await signOut().catch(() => undefined);
            navigate('/sign-in', { replace: true });
          }}
        >
          {intl.formatMessage(pageMessages.logout)}
        </Button>
      }
    />
  );
}

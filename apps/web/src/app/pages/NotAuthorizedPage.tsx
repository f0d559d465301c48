import { useIntl } from 'react-intl';
import { pageMessages } from './messages.ts';
import { HomeButton, StatusPage } from './StatusPage.tsx';

export default function NotAuthorizedPage() {
  const intl = useIntl();
  return (
    <StatusPage
      testId="not-authorized"
      title={intl.formatMessage(pageMessages.notAuthorizedTitle)}
      body={intl.formatMessage(pageMessages.notAuthorizedBody)}
      action={<HomeButton label={intl.formatMessage(pageMessages.goHome)} />}
    />
  );
}

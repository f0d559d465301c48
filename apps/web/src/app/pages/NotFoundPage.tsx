import { useIntl } from 'react-intl';
import { pageMessages } from './messages.ts';
import { HomeButton, StatusPage } from './StatusPage.tsx';

export default function NotFoundPage() {
  const intl = useIntl();
  return (
    <StatusPage
      testId="not-found"
      title={intl.formatMessage(pageMessages.notFoundTitle)}
      body={intl.formatMessage(pageMessages.notFoundBody)}
      action={<HomeButton label={intl.formatMessage(pageMessages.goHome)} />}
    />
  );
}

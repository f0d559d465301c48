import { Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useWorkContext } from '../../../app/context/WorkContext.tsx';
import { QueryState } from '../../../app/kit/QueryState.tsx';
import { useAccountSecurityQuery } from '../api/account.ts';
import { accountMessages as m } from '../messages.ts';
import { DevicesSection } from './DevicesSection.tsx';
import { PasswordSection } from './PasswordSection.tsx';
import { SessionsSection } from './SessionsSection.tsx';
import { TwoFactorSection } from './TwoFactorSection.tsx';

/** 'My account': each person's own password, 2FA, trusted devices and active sessions. */
export default function AccountPage() {
  const intl = useIntl();
  const { profile } = useWorkContext();
  const security = useAccountSecurityQuery();
  return (
    <Stack gap="lg" maw={760} data-testid="account-page">
      <Text size="sm" c="gray.7">
        {intl.formatMessage(m.intro, { email: profile.email })}
      </Text>
      <PasswordSection changedAt={security.data?.passwordChangedAt} />
      {security.data ? (
        <TwoFactorSection security={security.data} />
      ) : (
        <QueryState query={security} failed={intl.formatMessage(m.securityFailed)} testId="security-error" />
      )}
      <SessionsSection />
      <DevicesSection />
    </Stack>
  );
}

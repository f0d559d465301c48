import { Anchor, Button, Code, CopyButton, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { flowMessages as m } from './flowMessages.ts';

/** Spec part 1 section 2.5: the QR size is 168. */
export const QR_SIZE = 168;

/**
 * Step 2 of setting up an authenticator, on the sign-in step and on the account screen alike: the QR
 * code (shown, can be hidden) and the secret key (on request, with a copy button).
 */
export function AuthenticatorKey({ qr, secret }: { qr: string | null; secret: string }) {
  const intl = useIntl();
  const [showQr, setShowQr] = useState(true);
  const [showSecret, setShowSecret] = useState(false);
  return (
    <>
      <Anchor component="button" type="button" size="sm" onClick={() => setShowQr((v) => !v)}>
        {intl.formatMessage(showQr ? m.hideQr : m.showQr)}
      </Anchor>
      {showQr && qr ? (
        <img src={qr} width={QR_SIZE} height={QR_SIZE} alt={intl.formatMessage(m.qrAlt)} data-testid="mfa-qr" />
      ) : null}
      {showSecret ? (
        <Group gap="xs">
          <Text size="sm">{intl.formatMessage(m.secretKey)}:</Text>
          <Code data-testid="mfa-secret" style={{ wordBreak: 'break-all' }}>
            {secret}
          </Code>
          <CopyButton value={secret}>
            {({ copied, copy }) => (
              <Button size="compact-xs" variant="light" onClick={copy}>
                {intl.formatMessage(copied ? m.copied : m.copySecret)}
              </Button>
            )}
          </CopyButton>
        </Group>
      ) : (
        <Anchor component="button" type="button" size="sm" onClick={() => setShowSecret(true)}>
          {intl.formatMessage(m.showSecret)}
        </Anchor>
      )}
    </>
  );
}

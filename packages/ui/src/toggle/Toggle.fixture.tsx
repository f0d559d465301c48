import { Stack } from '@mantine/core';
import { Toggle } from './Toggle.tsx';

export function Sizes() {
  return (
    <Stack gap="sm">
      <Toggle label="extra-large" size="extra-large" defaultChecked />
      <Toggle label="large (default)" defaultChecked />
      <Toggle label="small" size="small" />
      <Toggle label="in-app (disabled)" disabled />
    </Stack>
  );
}

export function WithConfirmation() {
  return (
    <Toggle
      label="move out physical status auto update"
      confirmation={(next) => ({
        id: 'fixture-auto-update',
        confirmationMessage: next ? 'Turn automatic updates on?' : 'Turn automatic updates off?',
        confirmationType: next ? 'success' : 'warning',
      })}
    />
  );
}

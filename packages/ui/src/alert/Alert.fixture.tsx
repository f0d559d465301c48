import { Stack } from '@mantine/core';
import { Alert } from './Alert.tsx';

export function Themes() {
  return (
    <Stack gap="xs" maw={560}>
      <Alert>settings successfully saved</Alert>
      <Alert theme="error" withCloseButton title="Sign-in failed">
        Incorrect username or password.
      </Alert>
      <Alert theme="warning">
        Before you leave, please be sure to assign a pricing matrix to all your unit types (3/5).
      </Alert>
      <Alert theme="brand">A new version of the portal is available.</Alert>
      <Alert theme="default">Total: 12 items</Alert>
    </Stack>
  );
}

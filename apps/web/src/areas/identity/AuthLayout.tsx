import { Box, List, Paper, Stack, Text, Title } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Logo } from '../../app/layout/Logo.tsx';
import { signInMessages as m } from './messages.ts';
import classes from './SignInPage.module.css';

/** The frame of every signed-out screen: the product side and one card. */
export function AuthLayout({ children, onSubmit }: { children: ReactNode; onSubmit?: FormEventHandler }) {
  const intl = useIntl();
  return (
    <div className={classes.page}>
      <aside className={classes.marketing}>
        <Logo inverted />
        <div>
          <Title order={1} className={classes.marketingTitle}>
            {intl.formatMessage(m.marketingTitle)}
          </Title>
          <Text className={classes.marketingBody}>{intl.formatMessage(m.marketingBody)}</Text>
          <List className={classes.points} spacing="xs">
            <List.Item>{intl.formatMessage(m.marketingPoint1)}</List.Item>
            <List.Item>{intl.formatMessage(m.marketingPoint2)}</List.Item>
            <List.Item>{intl.formatMessage(m.marketingPoint3)}</List.Item>
          </List>
        </div>
      </aside>
      <main className={classes.formSide}>
        <Paper
          component={onSubmit ? 'form' : 'div'}
          onSubmit={onSubmit}
          noValidate
          radius="md"
          p="xl"
          withBorder
          className={classes.card}
        >
          <Stack gap="md">
            <Box className={classes.mobileLogo}>
              <Logo />
            </Box>
            {children}
          </Stack>
        </Paper>
      </main>
    </div>
  );
}

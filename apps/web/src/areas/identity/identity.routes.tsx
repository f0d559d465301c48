import type { RouteObject } from 'react-router';
import SignInPage from './SignInPage.tsx';

const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});
const linkPage =
  (name: 'ResetUserPasswordPage' | 'SetPasswordPage' | 'ForgotUserPasswordPage' | 'ChangeEmailPage') => async () => ({
    Component: (await import('./LinkPage.tsx'))[name],
  });

/**
 * The public screens of signing in and recovering access (spec part 1 section 2.5). The sign-in
 * page is the first screen, so it is part of the entry chunk; every other one loads lazily.
 */
export const authRoutes: RouteObject[] = [
  { path: '/sign-in', Component: SignInPage },
  { path: '/forgot-password', lazy: page(() => import('./ForgotPasswordPage.tsx')) },
  { path: '/reset-password', lazy: page(() => import('./ResetPasswordPage.tsx')) },
  { path: '/app/resetUserPassword/:token', lazy: linkPage('ResetUserPasswordPage') },
  { path: '/app/setPassword/:token', lazy: linkPage('SetPasswordPage') },
  { path: '/app/forgotUserPassword/:token', lazy: linkPage('ForgotUserPasswordPage') },
  { path: '/app/changeEmail/:token', lazy: linkPage('ChangeEmailPage') },
  { path: '/demo/mailbox', lazy: page(() => import('./MailboxPage.tsx')) },
];

import { defineMessages } from '../../i18n/define.ts';

export const signInMessages = defineMessages({
  title: { id: 'auth.signIn.title', defaultMessage: 'Sign in to Lintel' },
  username: { id: 'auth.signIn.username', defaultMessage: 'Email or phone' },
  usernamePlaceholder: { id: 'auth.signIn.username.placeholder', defaultMessage: 'you@company.com or (555) 010-0100' },
  password: { id: 'auth.signIn.password', defaultMessage: 'Password' },
  submit: { id: 'auth.signIn.submit', defaultMessage: 'Sign in' },
  usernameRequired: { id: 'auth.signIn.username.required', defaultMessage: 'Please enter your email or phone number.' },
  usernameInvalid: {
    id: 'auth.signIn.username.invalid',
    defaultMessage: 'Please enter a valid email or phone number.',
  },
  passwordRequired: { id: 'auth.signIn.password.required', defaultMessage: 'Please enter your password.' },
  close: { id: 'auth.signIn.error.close', defaultMessage: 'Close' },
  marketingTitle: { id: 'auth.marketing.title', defaultMessage: 'Smart communities, run from one place' },
  marketingBody: {
    id: 'auth.marketing.body',
    defaultMessage:
      'Door access and devices, residents and leases, service requests and the books: every community of your portfolio in one portal.',
  },
  marketingPoint1: { id: 'auth.marketing.point1', defaultMessage: 'Grant and revoke door access in seconds' },
  marketingPoint2: { id: 'auth.marketing.point2', defaultMessage: 'Follow every service request to done' },
  marketingPoint3: { id: 'auth.marketing.point3', defaultMessage: 'Keep leasing and accounting in step' },
});

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

/** The account screen (one's own password, 2FA, trusted devices and sessions). */
export const accountMessages = defineMessages({
  title: { id: 'account.title', defaultMessage: 'My account' },
  flow: { id: 'account.flow', defaultMessage: 'my account, password, 2FA and sessions' },
  intro: {
    id: 'account.intro',
    defaultMessage: 'Signed in as {email}. Keep your password, two-factor authentication and sessions in order here.',
  },
  // Password
  passwordTitle: { id: 'account.password.title', defaultMessage: 'Password' },
  passwordChangedAt: { id: 'account.password.changedAt', defaultMessage: 'Last changed {date}.' },
  passwordNeverChanged: {
    id: 'account.password.never',
    defaultMessage: 'You have not changed your password here yet.',
  },
  passwordHistoryRule: {
    id: 'account.password.historyRule',
    defaultMessage: 'It may not be your current password or one of your last 5. Your other sessions are signed out.',
  },
  currentPassword: { id: 'account.password.current', defaultMessage: 'Current password' },
  currentPasswordRequired: {
    id: 'account.password.current.required',
    defaultMessage: 'Please enter your current password.',
  },
  changePassword: { id: 'account.password.submit', defaultMessage: 'Change password' },
  // 2FA
  mfaTitle: { id: 'account.mfa.title', defaultMessage: 'Two-factor authentication (2FA)' },
  mfaOn: {
    id: 'account.mfa.on',
    defaultMessage: 'Since {date}, sign-in asks for a code from your authenticator app.',
  },
  mfaOff: { id: 'account.mfa.off', defaultMessage: 'Sign-in asks only for your password.' },
  mfaBadgeOn: { id: 'account.mfa.badge.on', defaultMessage: 'On' },
  mfaBadgeOff: { id: 'account.mfa.badge.off', defaultMessage: 'Off' },
  mfaSetUp: { id: 'account.mfa.setUp', defaultMessage: 'Set up 2FA' },
  mfaReset: { id: 'account.mfa.reset', defaultMessage: 'Reset 2FA' },
  mfaProofHelp: {
    id: 'account.mfa.proofHelp',
    defaultMessage: 'Confirm it is you: enter your current password.',
  },
  mfaProofHelpReset: {
    id: 'account.mfa.proofHelpReset',
    defaultMessage:
      'Confirm it is you: enter your current password and a code from the authenticator app you use now. Lost that app? Ask an administrator to reset your 2FA.',
  },
  currentCode: { id: 'account.mfa.currentCode', defaultMessage: 'Code from your current app' },
  continue: { id: 'account.mfa.continue', defaultMessage: 'Continue' },
  cancel: { id: 'account.cancel', defaultMessage: 'Cancel' },
  resetConfirm: {
    id: 'account.mfa.resetConfirm',
    defaultMessage:
      'Reset 2FA? Once the new app is confirmed, the old one stops working, every trusted device is forgotten and your other sessions are signed out.',
  },
  mfaEnabled: { id: 'account.mfa.enabled', defaultMessage: 'Two-factor authentication is set up.' },
  // Sessions
  sessionsTitle: { id: 'account.sessions.title', defaultMessage: 'Active sessions' },
  sessionsHelp: {
    id: 'account.sessions.help',
    defaultMessage: 'Where you are signed in now. Sign out any session you do not recognise.',
  },
  sessionsFailed: { id: 'account.sessions.failed', defaultMessage: 'Your sessions could not be loaded.' },
  noOtherSessions: { id: 'account.sessions.noOthers', defaultMessage: 'You are not signed in anywhere else.' },
  thisSession: { id: 'account.sessions.current', defaultMessage: 'This session' },
  apiClient: { id: 'account.sessions.apiClient', defaultMessage: 'API client' },
  unknownBrowser: { id: 'account.unknownBrowser', defaultMessage: 'Unknown browser' },
  browserOn: { id: 'account.browserOn', defaultMessage: '{browser} on {os}' },
  ip: { id: 'account.sessions.ip', defaultMessage: 'IP {ip}' },
  ipUnknown: { id: 'account.sessions.ipUnknown', defaultMessage: 'IP unknown' },
  lastSeen: { id: 'account.sessions.lastSeen', defaultMessage: 'Last active {date}' },
  activeNow: { id: 'account.sessions.activeNow', defaultMessage: 'Active now' },
  signedInAt: { id: 'account.sessions.signedInAt', defaultMessage: 'Signed in {date}' },
  signOutSession: { id: 'account.sessions.signOut', defaultMessage: 'Sign out' },
  signOutSessionLabel: { id: 'account.sessions.signOut.label', defaultMessage: 'Sign out {device}' },
  signOutSessionConfirm: {
    id: 'account.sessions.signOut.confirm',
    defaultMessage: 'Sign out {device}? It is signed out at once and has to sign in again.',
  },
  sessionSignedOut: { id: 'account.sessions.signedOut', defaultMessage: 'The session was signed out.' },
  signOutOthers: { id: 'account.sessions.signOutOthers', defaultMessage: 'Sign out everywhere else' },
  signOutOthersConfirm: {
    id: 'account.sessions.signOutOthers.confirm',
    defaultMessage: 'Sign out every other session? This one stays signed in.',
  },
  othersSignedOut: {
    id: 'account.sessions.othersSignedOut',
    defaultMessage:
      '{count, plural, =0 {No other session was signed in.} one {# other session was signed out.} other {# other sessions were signed out.}}',
  },
  // Trusted devices
  devicesTitle: { id: 'account.devices.title', defaultMessage: 'Trusted devices' },
  devicesHelp: {
    id: 'account.devices.help',
    defaultMessage: "Devices where you ticked 'Trust this device': they skip the authenticator code for 7 days.",
  },
  devicesFailed: { id: 'account.devices.failed', defaultMessage: 'Your trusted devices could not be loaded.' },
  noDevices: { id: 'account.devices.empty', defaultMessage: 'no trusted devices yet' },
  thisDevice: { id: 'account.devices.current', defaultMessage: 'This device' },
  trustedSince: { id: 'account.devices.since', defaultMessage: 'Trusted {date}, until {until}' },
  forgetDevice: { id: 'account.devices.forget', defaultMessage: 'Forget' },
  forgetDeviceLabel: { id: 'account.devices.forget.label', defaultMessage: 'Forget {device}' },
  forgetDeviceConfirm: {
    id: 'account.devices.forget.confirm',
    defaultMessage: 'Forget {device}? Its next sign-in asks for the authenticator code again.',
  },
  deviceForgotten: { id: 'account.devices.forgotten', defaultMessage: 'The device was forgotten.' },
  securityFailed: { id: 'account.security.failed', defaultMessage: 'Your account could not be loaded.' },
});

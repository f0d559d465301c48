import type { AppCode } from '@lintel/contracts/common';

/** The demo portfolio, as data. Every demo user signs in with DEMO_PASSWORD. */
export const DEMO_PASSWORD = 'Lintel-demo-1';

export interface DemoCommunity {
  name: string;
  timezoneId: string;
  /** Building names with the short code that starts their unit names ('A' gives A-101). */
  buildings: { name: string; code: string }[];
  units: number;
  apps: AppCode[];
}

export interface DemoCustomer {
  name: string;
  deleted?: boolean;
  apps: AppCode[];
  communities: DemoCommunity[];
}

const ALL_COMMUNITY_APPS: AppCode[] = [
  'AMNT',
  'CBR',
  'IOT',
  'RI',
  'SREQ',
  'MSGS',
  'ACCT',
  'LEASING',
  'EMAILBOT',
  'IPS_V2',
];

export const demoCustomers: DemoCustomer[] = [
  {
    name: 'Acme Living',
    apps: [
      'AMNT',
      'CBR',
      'CMS',
      'MIA',
      'LEASING',
      'MSGS',
      'RI',
      'SREQ',
      'AUTH',
      'ACCT',
      'EMAILBOT',
      'IPS_V2',
      'IOT',
      'NTFY',
    ],
    communities: [
      {
        name: 'Maple Court',
        timezoneId: 'America/New_York',
        buildings: [
          { name: 'Building A', code: 'A' },
          { name: 'Building B', code: 'B' },
          { name: 'Building C', code: 'C' },
        ],
        units: 120,
        apps: ALL_COMMUNITY_APPS,
      },
      {
        name: 'Harbor View',
        timezoneId: 'America/Los_Angeles',
        buildings: [
          { name: 'North Tower', code: 'N' },
          { name: 'South Tower', code: 'S' },
        ],
        units: 80,
        apps: ['CBR', 'SREQ', 'IOT', 'MSGS', 'ACCT'],
      },
      {
        name: 'Cedar Heights',
        timezoneId: 'America/Chicago',
        buildings: [
          { name: '1', code: '1' },
          { name: '2', code: '2' },
          { name: '3', code: '3' },
          { name: '4', code: '4' },
        ],
        units: 200,
        apps: ['CBR', 'SREQ', 'LEASING', 'ACCT'],
      },
    ],
  },
  {
    name: 'Birch Residential',
    apps: ['CBR', 'SREQ', 'IOT', 'ACCT', 'AUTH', 'GO'],
    communities: [
      {
        name: 'Birch Commons',
        timezoneId: 'America/Denver',
        buildings: [
          { name: 'East', code: 'E' },
          { name: 'West', code: 'W' },
        ],
        units: 60,
        apps: ['CBR', 'SREQ', 'IOT', 'GO'],
      },
      {
        name: 'Elm Park',
        timezoneId: 'America/New_York',
        buildings: [{ name: 'Main', code: 'M' }],
        units: 40,
        apps: ['CBR', 'SREQ', 'ACCT'],
      },
    ],
  },
  {
    name: 'Old Oak Homes',
    deleted: true,
    apps: ['CBR'],
    communities: [
      {
        name: 'Oak Hollow',
        timezoneId: 'America/Phoenix',
        buildings: [{ name: 'Oak', code: 'O' }],
        units: 40,
        apps: ['CBR'],
      },
    ],
  },
];

export interface DemoProfile {
  customer: string;
  type: 'PORTFOLIO_ADMIN' | 'PORTFOLIO' | 'USER';
  /** Default: portfolio admins get 'Portfolio admin' for the customer, others 'Community manager' in their communities. */
  role?: 'portfolioAdmin' | 'manager' | 'viewer';
  /** Omitted for PORTFOLIO_ADMIN (all communities). */
  communities?: string[];
}

export interface DemoUser {
  email: string;
  firstName: string;
  lastName: string;
  phone?: string;
  providerType?: 'SUPER_ADMIN' | 'LINTEL';
  providerRole?: 'SUPER_ADMIN' | 'SUPER_READONLY_ADMIN' | 'DIGITAL_HUMAN_WRITER' | 'ADMIN';
  profiles: DemoProfile[];
  /** What the sign-in list prints next to the address. */
  description: string;
}

/** The authenticator secret of mfa@acme.demo (add it to any authenticator app to sign in as that user). */
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXP';

export const demoUsers: DemoUser[] = [
  {
    email: 'super@lintel.demo',
    firstName: 'Sam',
    lastName: 'Super',
    providerType: 'SUPER_ADMIN',
    providerRole: 'SUPER_ADMIN',
    profiles: [],
    description: 'super admin: any customer',
  },
  {
    email: 'staff@lintel.demo',
    firstName: 'Stella',
    lastName: 'Staff',
    providerType: 'LINTEL',
    providerRole: 'ADMIN',
    profiles: [],
    description: 'Lintel staff: any customer',
  },
  {
    email: 'admin@acme.demo',
    firstName: 'Alex',
    lastName: 'Admin',
    profiles: [{ customer: 'Acme Living', type: 'PORTFOLIO_ADMIN' }],
    description: 'portfolio admin of Acme Living',
  },
  {
    email: 'portfolio@acme.demo',
    firstName: 'Pat',
    lastName: 'Portfolio',
    profiles: [{ customer: 'Acme Living', type: 'PORTFOLIO', communities: ['Maple Court', 'Harbor View'] }],
    description: 'portfolio user: Maple Court and Harbor View',
  },
  {
    email: 'manager@maple.demo',
    firstName: 'Morgan',
    lastName: 'Manager',
    phone: '+15550100100',
    profiles: [{ customer: 'Acme Living', type: 'USER', communities: ['Maple Court'] }],
    description: 'community manager at Maple Court (or +1 555 010 0100)',
  },
  {
    email: 'viewer@maple.demo',
    firstName: 'Val',
    lastName: 'Viewer',
    profiles: [{ customer: 'Acme Living', type: 'USER', communities: ['Maple Court'], role: 'viewer' }],
    description: 'read-only staff at Maple Court',
  },
  {
    email: 'multi@lintel.demo',
    firstName: 'Max',
    lastName: 'Multi',
    profiles: [
      { customer: 'Acme Living', type: 'USER', communities: ['Harbor View'] },
      { customer: 'Birch Residential', type: 'PORTFOLIO_ADMIN' },
      { customer: 'Old Oak Homes', type: 'USER', communities: ['Oak Hollow'], role: 'viewer' },
    ],
    description: 'profiles in Acme Living and Birch Residential',
  },
  {
    email: 'disabled@acme.demo',
    firstName: 'Dana',
    lastName: 'Disabled',
    profiles: [],
    description: 'no profile: sees "profile disabled"',
  },
  {
    email: 'mfa@acme.demo',
    firstName: 'Mia',
    lastName: 'Authenticator',
    profiles: [{ customer: 'Acme Living', type: 'USER', communities: ['Maple Court'] }],
    description: `manager at Maple Court with an authenticator: TOTP secret ${DEMO_TOTP_SECRET}`,
  },
  {
    email: 'newmfa@acme.demo',
    firstName: 'Nico',
    lastName: 'Newmfa',
    profiles: [{ customer: 'Acme Living', type: 'USER', communities: ['Maple Court'] }],
    description: 'manager at Maple Court who must set up 2FA at sign-in',
  },
  {
    email: 'newpass@acme.demo',
    firstName: 'Nora',
    lastName: 'Newpass',
    profiles: [{ customer: 'Acme Living', type: 'USER', communities: ['Maple Court'] }],
    description: 'manager at Maple Court with a temporary password: must change it at sign-in',
  },
];

export const unitTypeTemplates = [
  { name: 'Studio', bedrooms: 0, bathrooms: 1, squareFeet: 480, rentCents: 125_000 },
  { name: '1 Bedroom', bedrooms: 1, bathrooms: 1, squareFeet: 680, rentCents: 155_000 },
  { name: '2 Bedroom', bedrooms: 2, bathrooms: 2, squareFeet: 960, rentCents: 195_000 },
  { name: '3 Bedroom', bedrooms: 3, bathrooms: 2, squareFeet: 1_240, rentCents: 245_000 },
] as const;

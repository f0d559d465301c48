import { customerOrCommunity, k, keys } from './define.ts';

/*
 * Accounting. The ACCT_* codes below marked as stated come from the spec's code list; the spec itself says
 * the prefix of some of them was inferred from toolbar codes. The others are named in words only.
 * Credits use the charge keys. Vendors and investors belong to accounting.
 */
const named = { inferred: true } as const;
const charges = ['ACCT_VIEW_CHARGE_LIST'] as const;
const deposits = ['ACCT_VIEW_DEPOSIT_LIST'] as const;
const bank = ['ACCT_VIEW_BANK_ACCOUNTS_LIST'] as const;
const journal = ['ACCT_VIEW_JOURNAL_ENTRIES_LIST'] as const;
const glAccounts = ['ACCT_VIEW_GL_ACCOUNTS_LIST'] as const;
const vendors = ['ACCT_VIEW_VENDORS'] as const;

export const acctKeys = keys('ACCT', customerOrCommunity, [
  // Accounts payable.
  k('ACCT_VIEW_INVOICES', 'P2:168', 'View the invoice list.', { view: true }),
  k('ACCT_ADD_NEW_INVOICE', 'P2:168', 'Add invoices, refunds and payments to investors.', {
    dependsOn: ['ACCT_VIEW_INVOICES'],
  }),
  k('ACCT_VIEW_INVOICE_DETAILS', 'P2:168', 'View invoice details.', { view: true, dependsOn: ['ACCT_VIEW_INVOICES'] }),
  k('ACCT_IMPORT_INVOICES', 'P2:168', 'Import invoices.', { dependsOn: ['ACCT_VIEW_INVOICES'] }),
  k('ACCT_VIEW_PAYMENTS', 'P2:168', 'View the payment list.', { view: true }),
  k('ACCT_ADD_NEW_PAYMENT', 'P2:168', 'Add payments.', { dependsOn: ['ACCT_VIEW_PAYMENTS'] }),
  k('ACCT_VIEW_PAYMENT_DETAILS', 'P2:168', 'View payment details.', { view: true, dependsOn: ['ACCT_VIEW_PAYMENTS'] }),
  k('ACCT_VIEW_AP_SETTINGS', 'P2:168', 'View accounts-payable settings (opens the settings hub).', {
    ...named,
    view: true,
  }),
  // Accounts receivable.
  k('ACCT_VIEW_CHARGE_LIST', 'P2:168', 'View charges and credits.', { view: true }),
  k('ACCT_ADD_CHARGES', 'P2:168', 'Add charges, concessions and credits.', { dependsOn: charges }),
  k('ACCT_VIEW_TRANSACTION_DETAILS', 'P2:168', 'View charge and credit details.', { view: true, dependsOn: charges }),
  k('ACCT_VIEW_RECURRING_CHARGES_LIST', 'P2:168', 'View planned future (recurring) charges.', {
    view: true,
    dependsOn: charges,
  }),
  k('ACCT_VIEW_DEPOSIT_LIST', 'P2:168', 'View deposits.', { view: true }),
  k('ACCT_ADD_DEPOSIT', 'P2:168', 'Add deposits.', { dependsOn: deposits }),
  k('ACCT_DELETE_DEPOSIT', 'P2:168', 'Revert and move deposits.', { dependsOn: deposits }),
  k('ACCT_POST_DEPOSITS', 'P2:168', 'Post deposits.', { dependsOn: deposits }),
  k('ACCT_VIEW_AR_SETTINGS', 'P2:168', 'View accounts-receivable settings (opens the settings hub).', { view: true }),
  // General ledger.
  k('ACCT_VIEW_BANK_ACCOUNTS_LIST', 'P2:168', 'View bank accounts.', { view: true }),
  k('ACCT_EDIT_BANK_ACCOUNT', 'P2:168', 'Edit bank accounts.', { dependsOn: bank }),
  k('ACCT_ADD_BANK_ACCOUNT', 'P2:168', 'Add bank accounts.', { dependsOn: bank }),
  k('ACCT_VIEW_RECONCILE', 'P2:168', 'View bank reconciliations.', { view: true }),
  k('ACCT_ADD_RECONCILE', 'P2:168', 'Start a bank reconciliation.', { ...named, dependsOn: ['ACCT_VIEW_RECONCILE'] }),
  k('ACCT_MANUAL_GL_ADJUSTMENT', 'P2:168', 'Add manual adjustments to a reconciliation.', {
    ...named,
    dependsOn: ['ACCT_VIEW_RECONCILE'],
  }),
  k('ACCT_VIEW_JOURNAL_ENTRIES_LIST', 'P2:168', 'View journal entries.', { view: true }),
  k('ACCT_VIEW_JOURNAL_ENTRY_DETAILS', 'P2:168', 'View journal entry details.', {
    ...named,
    view: true,
    dependsOn: journal,
  }),
  k('ACCT_ADD_JOURNAL_ENTRY', 'P2:168', 'Add and edit journal entries.', { ...named, dependsOn: journal }),
  k('ACCT_IMPORT_JOURNAL_ENTRIES', 'P2:168', 'Import journal entries.', { ...named, dependsOn: journal }),
  k('ACCT_VIEW_GL_ACCOUNTS_LIST', 'P2:168', 'View G/L accounts.', { view: true }),
  k('ACCT_VIEW_GL_ACCOUNT_DETAILS', 'P2:168', 'View G/L account details.', {
    ...named,
    view: true,
    dependsOn: glAccounts,
  }),
  k('ACCT_ADD_GL_ACCOUNT', 'P2:168', 'Add G/L accounts to the chart of accounts (including import).', {
    ...named,
    dependsOn: glAccounts,
  }),
  k('ACCT_EDIT_GL_ACCOUNT', 'P2:168', 'Edit G/L accounts and the chart of accounts.', {
    ...named,
    dependsOn: glAccounts,
  }),
  k('ACCT_VIEW_GL_SETTINGS', 'P2:168', 'View general-ledger settings (opens the settings hub).', { view: true }),
  k('ACCT_CHANGE_GL_CLOSING_DATE', 'P2:168', 'Change the G/L closing date (closing period).', {
    ...named,
    dependsOn: ['ACCT_VIEW_GL_SETTINGS'],
  }),
  // Settings.
  k('ACCT_MANAGE_CHARGE_CODES', 'P2:168', 'Manage charge codes.', named),
  k('ACCT_MANAGE_LATE_FEE_SCHEMAS', 'P2:168', 'Manage late fee schemas.', named),
  k('ACCT_MANAGE_PAYMENT_REVERSAL_REASONS', 'P2:168', 'Manage payment reversal reasons.', named),
  k('ACCT_MANAGE_NSF_SETTINGS', 'P2:168', 'Manage NSF and online payment settings.', named),
  k('ACCT_MANAGE_INVESTORS', 'P2:168', 'Manage investors.'),
  // Vendors.
  k('ACCT_MANAGE_VENDORS', 'P2:168', 'Manage vendors (list, archived vendors, details).'),
  k('ACCT_VIEW_VENDORS', 'P2:183', 'View vendors.', { ...named, view: true }),
  k('ACCT_ADD_VENDOR', 'P2:183', 'Add vendors.', { ...named, dependsOn: vendors }),
  k('ACCT_EDIT_VENDOR', 'P2:183', 'Edit vendors.', { ...named, dependsOn: vendors }),
  k('ACCT_DELETE_VENDOR', 'P2:183', 'Delete (archive) vendors.', { ...named, dependsOn: vendors }),
  k('ACCT_VIEW_VENDOR_REPORTS', 'P2:183', 'View vendor reports.', { ...named, view: true, dependsOn: vendors }),
  k('ACCT_GENERATE_VENDOR_REPORTS', 'P2:183', 'Generate vendor reports.', { ...named, dependsOn: vendors }),
  // G/L and A/R reports.
  k('ACCT_VIEW_BALANCE_SHEET_REPORT', 'P2:183', 'View the balance sheet report.', { ...named, view: true }),
  k('ACCT_VIEW_BUDGET_COMPARISON_REPORT', 'P2:183', 'View the budget comparison report.', { ...named, view: true }),
  k('ACCT_VIEW_INCOME_STATEMENT_REPORT', 'P2:183', 'View the income statement report.', { ...named, view: true }),
  k('ACCT_VIEW_TRIAL_BALANCE_REPORT', 'P2:183', 'View the trial balance report.', { ...named, view: true }),
  k('ACCT_VIEW_AGED_RECEIVABLES_REPORT', 'P2:183', 'View the aged receivables report.', { ...named, view: true }),
  k('ACCT_VIEW_DEPOSIT_REGISTER_REPORT', 'P2:183', 'View the deposit register report.', { ...named, view: true }),
  k('ACCT_VIEW_ACCRUAL_INCOME_REPORT', 'P2:183', 'View the accrual income report.', { ...named, view: true }),
  k('ACCT_VIEW_RESIDENT_LEDGER_DETAILS_REPORT', 'P2:183', 'View the resident ledger details report.', {
    ...named,
    view: true,
  }),
]);

import type { MessageDescriptor } from './messages.ts';

/** Every validator message, exported so they can be extracted for translation. */
export const validationMessages = {
  required: { id: 'validation.required', defaultMessage: 'This field is required' },
  email: { id: 'validation.email', defaultMessage: 'Enter a valid email address' },
  phone: { id: 'validation.phone', defaultMessage: 'Enter a valid phone number' },
  usPhone: {
    id: 'validation.usPhone',
    defaultMessage: 'Enter a 10-digit US phone number, optionally starting with +1',
  },
  noSpaces: { id: 'validation.noSpaces', defaultMessage: 'Spaces are not allowed' },
  alphanumeric: { id: 'validation.alphanumeric', defaultMessage: 'Use only letters and numbers' },
  zipCode: { id: 'validation.zipCode', defaultMessage: 'Enter a ZIP code like 12345 or 12345-6789' },
  fax: { id: 'validation.fax', defaultMessage: 'Enter a 10-digit fax number' },
  taxNumber: { id: 'validation.taxNumber', defaultMessage: 'Enter a 9-digit tax number' },
  phoneExtension: { id: 'validation.phoneExtension', defaultMessage: 'Enter a 3-digit extension' },
  safeUrl: { id: 'validation.safeUrl', defaultMessage: 'Enter a link starting with http:// or https://' },
  uuid: { id: 'validation.uuid', defaultMessage: 'invalid id format' },
  minLength: {
    id: 'validation.minLength',
    defaultMessage: '{min, plural, one {Enter at least # character} other {Enter at least # characters}}',
  },
  maxLength: {
    id: 'validation.maxLength',
    defaultMessage: '{max, plural, one {Enter at most # character} other {Enter at most # characters}}',
  },
  number: { id: 'validation.number', defaultMessage: 'Enter a number' },
  minValue: { id: 'validation.minValue', defaultMessage: 'Enter {min, number} or more' },
  maxValue: { id: 'validation.maxValue', defaultMessage: 'Enter {max, number} or less' },
  maxDecimalPlaces: {
    id: 'validation.maxDecimalPlaces',
    defaultMessage:
      '{max, plural, =0 {Decimals are not allowed} one {Use at most # decimal place} other {Use at most # decimal places}}',
  },
  naturalNumber: { id: 'validation.naturalNumber', defaultMessage: 'Enter a whole number of 1 or more' },
  unique: { id: 'validation.unique', defaultMessage: 'already exists' },
  trimmedSpaces: { id: 'validation.trimmedSpaces', defaultMessage: 'Remove the spaces at the start and end' },
  fileExtension: { id: 'validation.fileExtension', defaultMessage: 'Allowed file types: {extensions}' },
  time: { id: 'validation.time', defaultMessage: 'Enter a time as HH:MM' },
  timeRange: { id: 'validation.timeRange', defaultMessage: 'The start time must be before the end time' },
  dateOnly: { id: 'validation.dateOnly', defaultMessage: 'Enter a valid date' },
  usDate: { id: 'validation.usDate', defaultMessage: 'Enter a valid date as MM/DD/YYYY' },
  futureDate: { id: 'validation.futureDate', defaultMessage: 'The date cannot be in the future' },
  wholeNumber: { id: 'validation.wholeNumber', defaultMessage: 'Enter a whole number, without decimals' },
  stepOf: { id: 'validation.stepOf', defaultMessage: 'Enter a multiple of {step, number}' },
  money: { id: 'validation.money', defaultMessage: 'Enter an amount in dollars and cents, like 1,234.50' },
  moneyMin: { id: 'validation.moneyMin', defaultMessage: 'Enter an amount of {min} or more' },
  moneyMax: { id: 'validation.moneyMax', defaultMessage: 'Enter an amount of {max} or less' },
  notNegative: { id: 'validation.notNegative', defaultMessage: 'Enter 0 or more; negative values are not allowed' },
  option: { id: 'validation.option', defaultMessage: 'Choose one of the options' },
  tooFewItems: {
    id: 'validation.tooFewItems',
    defaultMessage: '{min, plural, one {Add at least # entry} other {Add at least # entries}}',
  },
  tooManyItems: {
    id: 'validation.tooManyItems',
    defaultMessage: '{max, plural, one {Add at most # entry} other {Add at most # entries}}',
  },
  duplicate: { id: 'validation.duplicate', defaultMessage: 'Each value may appear only once' },
  notExpected: { id: 'validation.notExpected', defaultMessage: 'This value is not expected here' },
  invalid: { id: 'validation.invalid', defaultMessage: 'This value is not valid' },
} as const satisfies Record<string, MessageDescriptor>;

/** The name of a validation message, as contracts refer to one. */
export type ValidationMessageKey = keyof typeof validationMessages;

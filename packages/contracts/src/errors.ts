/**
 * Every error the API can answer with: one code, one HTTP status, one user message.
 * Adding a code without a status and a message fails to compile.
 *
 * @example errorStatus.AUTH_REQUIRED // 401
 */
export const errorCodes = [
  'VALIDATION_FAILED',
  'MALFORMED_JSON',
  'BODY_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'ROUTE_NOT_FOUND',
  'WEBSOCKET_UPGRADE_REQUIRED',
  'RECORD_NOT_FOUND',
  'AUTH_REQUIRED',
  'AUTH_INVALID_CREDENTIALS',
  'AUTH_SESSION_EXPIRED',
  'CONTEXT_HEADER_MALFORMED',
  'CONTEXT_CUSTOMER_REQUIRED',
  'CONTEXT_COMMUNITY_REQUIRED',
  'CONTEXT_CUSTOMER_FORBIDDEN',
  'CONTEXT_COMMUNITY_FORBIDDEN',
  'CONTEXT_MISMATCH',
  'PROFILE_DISABLED',
  'PERMISSION_DENIED',
  'ORIGIN_REJECTED',
  'RATE_LIMITED',
  'LIST_SORT_NOT_ALLOWED',
  'ROLE_INTERNAL_NOT_MODIFIABLE',
  'ADMIN_PERMISSION_FOR_PORTFOLIO_USER',
  'PERMISSION_KEY_UNKNOWN',
  'ROLE_ALREADY_ASSIGNED',
  'IDEMPOTENCY_KEY_INVALID',
  'IDEMPOTENCY_KEY_REUSED',
  'LIST_TOKEN_INVALID',
  'UNIT_STATUS_NOT_EXTENDABLE',
  'UNIT_STATUS_LABEL_MANDATORY',
  'UNIT_STATUS_NOTHING_TO_UNDO',
  'DATABASE_UNAVAILABLE',
  'SHUTTING_DOWN',
  'INTERNAL',
  'NOTIFICATIONS_NO_RECIPIENTS',
  'NOTIFICATION_NOT_AN_ALERT',
  'NOTIFICATION_TRANSITION_NOT_ALLOWED',
  'NOTIFICATIONS_AUDIENCE_MEMBER_INVALID',
  'DEVICE_COMMAND_NOT_SUPPORTED',
  'DEVICE_ACTION_NOT_AVAILABLE',
  'DEVICE_BUSY',
  'DEVICE_SERIAL_TAKEN',
  'DEVICE_REFERENCE_INVALID',
  'NAME_TAKEN',
  'CBR_NAME_TAKEN',
  'CBR_REFERENCE_NOT_FOUND',
  'CBR_BUILDING_IN_USE',
  'CBR_UNIT_TYPE_IN_USE',
  'CBR_LOCATION_HAS_CHILDREN',
  'CBR_LOCATION_CYCLE',
  'CBR_LOCATION_IS_BUILDING',
  'CBR_SPACE_TYPE_IN_USE',
  'IMPORT_FILE_UNREADABLE',
  'IMPORT_FILE_TOO_LARGE',
  'IMPORT_COLUMNS_MISSING',
  'IMPORT_NOTHING_TO_IMPORT',
  'IMPORT_ALREADY_CONFIRMED',
  'AUTH_INVALID_CODE',
  'AUTH_CHALLENGE_EXPIRED',
  'AUTH_CHALLENGE_REQUIRED',
  'AUTH_PASSWORD_POLICY',
  'AUTH_PASSWORD_COMMON',
  'AUTH_RESET_CODE_INVALID',
  'AUTH_LINK_INVALID',
  'AUTH_MFA_ALREADY_SET_UP',
  'AUTH_PASSWORD_REUSED',
  'AUTH_CURRENT_PASSWORD_WRONG',
  'AUTH_MFA_CODE_WRONG',
  'AUTH_MFA_SETUP_EXPIRED',
  'FILE_TYPE_NOT_ALLOWED',
  'FILE_TOO_LARGE',
  'FILE_TOO_MANY',
  'FILE_IMAGE_TOO_MANY_PIXELS',
  'FILE_IMAGE_INVALID',
] as const;

export type ErrorCode = (typeof errorCodes)[number];

export const errorStatus = {
  VALIDATION_FAILED: 400,
  MALFORMED_JSON: 400,
  BODY_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  ROUTE_NOT_FOUND: 404,
  WEBSOCKET_UPGRADE_REQUIRED: 426,
  RECORD_NOT_FOUND: 404,
  AUTH_REQUIRED: 401,
  AUTH_INVALID_CREDENTIALS: 401,
  AUTH_SESSION_EXPIRED: 401,
  CONTEXT_HEADER_MALFORMED: 400,
  CONTEXT_CUSTOMER_REQUIRED: 400,
  CONTEXT_COMMUNITY_REQUIRED: 400,
  CONTEXT_CUSTOMER_FORBIDDEN: 403,
  CONTEXT_COMMUNITY_FORBIDDEN: 403,
  CONTEXT_MISMATCH: 403,
  PROFILE_DISABLED: 403,
  PERMISSION_DENIED: 403,
  ORIGIN_REJECTED: 403,
  RATE_LIMITED: 429,
  LIST_SORT_NOT_ALLOWED: 400,
  ROLE_INTERNAL_NOT_MODIFIABLE: 403,
  ADMIN_PERMISSION_FOR_PORTFOLIO_USER: 400,
  PERMISSION_KEY_UNKNOWN: 400,
  ROLE_ALREADY_ASSIGNED: 409,
  IDEMPOTENCY_KEY_INVALID: 400,
  IDEMPOTENCY_KEY_REUSED: 422,
  LIST_TOKEN_INVALID: 400,
  UNIT_STATUS_NOT_EXTENDABLE: 422,
  UNIT_STATUS_LABEL_MANDATORY: 409,
  UNIT_STATUS_NOTHING_TO_UNDO: 409,
  DATABASE_UNAVAILABLE: 503,
  SHUTTING_DOWN: 503,
  INTERNAL: 500,
  NOTIFICATIONS_NO_RECIPIENTS: 422,
  NOTIFICATION_NOT_AN_ALERT: 409,
  NOTIFICATION_TRANSITION_NOT_ALLOWED: 409,
  NOTIFICATIONS_AUDIENCE_MEMBER_INVALID: 400,
  DEVICE_COMMAND_NOT_SUPPORTED: 422,
  DEVICE_ACTION_NOT_AVAILABLE: 409,
  DEVICE_BUSY: 409,
  DEVICE_SERIAL_TAKEN: 409,
  DEVICE_REFERENCE_INVALID: 422,
  NAME_TAKEN: 409,
  CBR_NAME_TAKEN: 409,
  CBR_REFERENCE_NOT_FOUND: 422,
  CBR_BUILDING_IN_USE: 409,
  CBR_UNIT_TYPE_IN_USE: 409,
  CBR_LOCATION_HAS_CHILDREN: 409,
  CBR_LOCATION_CYCLE: 422,
  CBR_LOCATION_IS_BUILDING: 409,
  CBR_SPACE_TYPE_IN_USE: 409,
  IMPORT_FILE_UNREADABLE: 400,
  IMPORT_FILE_TOO_LARGE: 413,
  IMPORT_COLUMNS_MISSING: 400,
  IMPORT_NOTHING_TO_IMPORT: 409,
  IMPORT_ALREADY_CONFIRMED: 409,
  AUTH_INVALID_CODE: 401,
  AUTH_CHALLENGE_EXPIRED: 401,
  AUTH_CHALLENGE_REQUIRED: 403,
  AUTH_PASSWORD_POLICY: 400,
  AUTH_PASSWORD_COMMON: 400,
  AUTH_RESET_CODE_INVALID: 400,
  AUTH_LINK_INVALID: 410,
  AUTH_MFA_ALREADY_SET_UP: 409,
  AUTH_PASSWORD_REUSED: 400,
  AUTH_CURRENT_PASSWORD_WRONG: 400,
  AUTH_MFA_CODE_WRONG: 400,
  AUTH_MFA_SETUP_EXPIRED: 409,
  FILE_TYPE_NOT_ALLOWED: 415,
  FILE_TOO_LARGE: 413,
  FILE_TOO_MANY: 400,
  FILE_IMAGE_TOO_MANY_PIXELS: 413,
  FILE_IMAGE_INVALID: 400,
} as const satisfies Record<ErrorCode, number>;

export const errorMessage = {
  VALIDATION_FAILED: 'The request is not valid.',
  MALFORMED_JSON: 'The request body is not valid JSON.',
  BODY_TOO_LARGE: 'The request body is too large.',
  UNSUPPORTED_MEDIA_TYPE: 'This content type is not supported.',
  ROUTE_NOT_FOUND: 'There is no such address.',
  WEBSOCKET_UPGRADE_REQUIRED: 'This address only accepts websocket connections.',
  RECORD_NOT_FOUND: 'The record does not exist or you may not see it.',
  AUTH_REQUIRED: 'Your authenticated session has expired',
  AUTH_INVALID_CREDENTIALS: 'Incorrect username or password.',
  AUTH_SESSION_EXPIRED: 'your session has timed out, please login to continue',
  CONTEXT_HEADER_MALFORMED: 'invalid id format',
  CONTEXT_CUSTOMER_REQUIRED: 'please select a customer to continue, then refresh the browser',
  CONTEXT_COMMUNITY_REQUIRED: 'please select a community to continue, then refresh the browser',
  CONTEXT_CUSTOMER_FORBIDDEN: 'You may not work in this customer.',
  CONTEXT_COMMUNITY_FORBIDDEN: 'You may not work in this community.',
  CONTEXT_MISMATCH: 'The ids in the request do not match the selected customer and community.',
  PROFILE_DISABLED: 'Your profile is disabled',
  PERMISSION_DENIED: 'You do not have permission to do this.',
  ORIGIN_REJECTED: 'This request came from another site and was refused.',
  RATE_LIMITED: 'Too many requests. Please wait a moment and try again.',
  LIST_SORT_NOT_ALLOWED: 'This list cannot be sorted by that column.',
  ROLE_INTERNAL_NOT_MODIFIABLE: 'A permission of an internal role can not be modified',
  ADMIN_PERMISSION_FOR_PORTFOLIO_USER: 'A permission of admin level can not be assigned to a portfolio user',
  PERMISSION_KEY_UNKNOWN: 'The permission does not exist or cannot be given to a customer role.',
  ROLE_ALREADY_ASSIGNED: 'The profile already has this role there.',
  IDEMPOTENCY_KEY_INVALID: 'The Idempotency-Key header must be a UUID.',
  IDEMPOTENCY_KEY_REUSED: 'This Idempotency-Key was already used for a different request.',
  LIST_TOKEN_INVALID: 'The page token is not valid.',
  UNIT_STATUS_NOT_EXTENDABLE: 'New statuses cannot be added to this status.',
  UNIT_STATUS_LABEL_MANDATORY: 'this status is mandatory',
  UNIT_STATUS_NOTHING_TO_UNDO: 'There is no reset to undo; the statuses changed since.',
  DATABASE_UNAVAILABLE: 'The database is not available right now. Please try again shortly.',
  SHUTTING_DOWN: 'The server is restarting. Please try again shortly.',
  INTERNAL: 'Something went wrong on our side.',
  NOTIFICATIONS_NO_RECIPIENTS: 'No one there can receive this notification.',
  NOTIFICATION_NOT_AN_ALERT: 'Only alerts have a processing status.',
  NOTIFICATION_TRANSITION_NOT_ALLOWED:
    'This alert cannot move to that status from where it is now. Refresh to see its current status.',
  NOTIFICATIONS_AUDIENCE_MEMBER_INVALID: 'Everyone in the audience must be staff of this community.',
  DEVICE_COMMAND_NOT_SUPPORTED: 'This kind of device cannot do that.',
  DEVICE_ACTION_NOT_AVAILABLE:
    'This device does not offer that action in its current state. Refresh to see what it offers now.',
  DEVICE_BUSY: 'This device is still busy with an earlier command. Wait for it to finish, then try again.',
  DEVICE_SERIAL_TAKEN: 'A device of this kind with this serial number is already in this community.',
  DEVICE_REFERENCE_INVALID:
    'The gateway, router, location or unit chosen is not in this community, or does not belong to this kind of device.',
  NAME_TAKEN: 'This name is already used here. Choose another name.',
  CBR_NAME_TAKEN: 'This name is already used here. Choose another name.',
  CBR_REFERENCE_NOT_FOUND:
    'A building, unit type, floor plan, unit or space type named in the request does not exist in this community.',
  CBR_BUILDING_IN_USE:
    'This building still has units, common areas or properties under it in the location tree. Move or remove them first.',
  CBR_UNIT_TYPE_IN_USE: 'Units still have this unit type. Assign them another unit type first.',
  CBR_LOCATION_HAS_CHILDREN: 'This property has properties under it. Move or remove them first.',
  CBR_LOCATION_CYCLE: 'A property cannot be moved under itself or under one of its own properties.',
  CBR_LOCATION_IS_BUILDING:
    "This property is one of the community's buildings: rename or remove it in community structure.",
  CBR_SPACE_TYPE_IN_USE: 'Properties still have this space type. Change them first.',
  IMPORT_FILE_UNREADABLE: 'This file cannot be read as CSV. Save it as CSV (comma separated) and choose it again.',
  IMPORT_FILE_TOO_LARGE: 'This file is too large. Import at most 2,000 rows and 1 MB at a time.',
  IMPORT_COLUMNS_MISSING: 'This file is missing required columns. Download the template to see them.',
  IMPORT_NOTHING_TO_IMPORT: 'No row of this file can be imported. Fix the rows shown and choose the file again.',
  IMPORT_ALREADY_CONFIRMED: 'This import was already confirmed.',
  AUTH_INVALID_CODE: 'Invalid code or auth state for the user.',
  AUTH_CHALLENGE_EXPIRED: 'Invalid session for the user, session is expired.',
  AUTH_CHALLENGE_REQUIRED:
    'This account needs another sign-in step (authenticator code, new password or 2FA setup); sign in through the portal.',
  AUTH_PASSWORD_POLICY:
    'Password does not conform to policy: at least 8 characters with lowercase, uppercase and numbers.',
  AUTH_PASSWORD_COMMON: 'This password is one of the most common passwords. Please choose another one.',
  AUTH_RESET_CODE_INVALID: 'Invalid verification code provided, please try again.',
  AUTH_LINK_INVALID: 'This link is invalid, was already used or has expired.',
  AUTH_MFA_ALREADY_SET_UP: 'Two-factor authentication is already set up for this account.',
  AUTH_PASSWORD_REUSED:
    'You have used this password recently. Please choose a password that is not one of your last 5 passwords.',
  AUTH_CURRENT_PASSWORD_WRONG: 'The current password is not correct.',
  AUTH_MFA_CODE_WRONG: 'The authenticator code is not correct or was already used. Please wait for a new code.',
  AUTH_MFA_SETUP_EXPIRED: 'The 2FA setup has expired. Please start again.',
  FILE_TYPE_NOT_ALLOWED: 'Only png, jpeg, gif, webp and bmp images are accepted.',
  FILE_TOO_LARGE: 'A file exceeds the max allowed uploaded size.',
  FILE_TOO_MANY: 'Too many files were sent at once.',
  FILE_IMAGE_TOO_MANY_PIXELS: 'The image has too many pixels.',
  FILE_IMAGE_INVALID: 'The image could not be read.',
} as const satisfies Record<ErrorCode, string>;

/** One refused field of a VALIDATION_FAILED answer. */
export interface ErrorIssue {
  path: string;
  message: string;
  id?: string;
  values?: Record<string, string | number>;
}

/** The body of every error answer. */
export interface ErrorBody {
  code: ErrorCode;
  message: string;
  traceId: string;
  /**
   * Field-level problems for VALIDATION_FAILED: path ('body/matrix/rows/2/premiumValue') and message
   * in words for people, never the offending value; `id` and `values` name the portal's message for
   * it (see `issues.ts`), so the browser shows it translated next to the field.
   */
  issues?: ErrorIssue[];
}

export function isErrorBody(value: unknown): value is ErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ErrorBody).code === 'string' &&
    typeof (value as ErrorBody).message === 'string'
  );
}

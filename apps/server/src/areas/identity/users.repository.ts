import type { Username } from '@lintel/formats/username';
import type { Tx } from '../../platform/db/scope.ts';

export function findUserForSignIn(db: Tx, username: Username) {
  return db
    .selectFrom('users')
    .select([
      'id',
      'email',
      'phone',
      'first_name',
      'last_name',
      'status',
      'password_hash',
      'provider_type',
      'provider_role',
    ])
    .where(username.kind === 'email' ? 'email' : 'phone', '=', username.value)
    .executeTakeFirst();
}

import { customerOrCommunity, k, keys } from './define.ts';

/** Digital human. Its screens also need app access MIA and, for some, the roles SUPER_ADMIN or DIGITAL_HUMAN_WRITER. */
export const miaKeys = keys('MIA', { ...customerOrCommunity, inferred: true }, [
  k(
    'MIA_DIGITAL_HUMAN_ACCESS',
    'P1:421',
    'The digital-human permission: websites and marketing menus, media, calendar settings (with the CMS permission as an alternative).',
  ),
]);

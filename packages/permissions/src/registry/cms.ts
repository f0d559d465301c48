import { customerOrCommunity, k, keys } from './define.ts';

/** Websites (site builder). Website screens also need app access CMS. */
export const cmsKeys = keys('CMS', { ...customerOrCommunity, inferred: true }, [
  k(
    'CMS_WEBSITES_ACCESS',
    'P1:421',
    'The CMS permission: websites and marketing menus, media, calendar settings (with the digital-human permission as an alternative).',
  ),
]);

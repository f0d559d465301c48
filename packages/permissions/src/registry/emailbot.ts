import { customerOrCommunity, k, keys } from './define.ts';

/*
 * Email bot. The codes are the spec's own; expansions marked "probably" are not stated there.
 * CCT is named as the create-template permission but is missing from the spec's code list.
 */
export const emailbotKeys = keys('EMAILBOT', customerOrCommunity, [
  k('VEB', 'P2:177', 'View email bot (configurations and template list).', { view: true }),
  k('EEB', 'P2:177', 'Edit email bot (probably; the expansion is not stated).', { dependsOn: ['VEB'] }),
  k('CEB', 'P2:177', 'Create email bot (probably; the expansion is not stated).', { dependsOn: ['VEB'] }),
  k('VCT', 'P2:177', 'View community template (configurations, template list, edit and preview).', { view: true }),
  k('ECT', 'P2:177', 'Edit community template.', { dependsOn: ['VCT'] }),
  k(
    'CCT',
    'P2:177',
    'Create community template (create template). The spec names this code for the create screen but leaves it out of its code list.',
    { dependsOn: ['VCT'] },
  ),
  k('VC', 'P2:177', 'View category (configurations and template list).', { view: true }),
  k('CC', 'P2:177', 'Create category (probably; the expansion is not stated).', { dependsOn: ['VC'] }),
  k('EC', 'P2:177', 'Edit category (probably; the expansion is not stated).', { dependsOn: ['VC'] }),
  k('PT', 'P2:177', 'Listed by the spec without an expansion (possibly preview template or portals).'),
]);

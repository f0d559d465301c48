import { defineMessages } from '../../i18n/define.ts';

/**
 * Texts of the custom user groups (spec part 3 section 2 "Access area /iot/access", the groups tab):
 * a named set of residents and staff members who may open a set of locations. The spec gives paths,
 * not titles: titles are short nouns. Texts shared with the rest of the area (cancel, locations, hours,
 * the lock columns) stay in `messages.ts`.
 */
export const groupMessages = defineMessages({
  // Titles and flows.
  groupsTitle: { id: 'access.groups.title', defaultMessage: 'Groups' },
  groupsFlow: { id: 'access.groups.flow', defaultMessage: 'custom user groups' },
  groupsWords: {
    id: 'access.groups.words',
    defaultMessage: 'custom user groups, members, pool club, maintenance crew, shared access',
  },
  createTitle: { id: 'access.groups.create.title', defaultMessage: 'Create group' },
  createFlow: { id: 'access.groups.create.flow', defaultMessage: 'create a custom user group' },
  groupTitle: { id: 'access.groups.group.title', defaultMessage: 'Group' },
  editTitle: { id: 'access.groups.edit.title', defaultMessage: 'Edit group' },

  // The list.
  search: { id: 'access.groups.search', defaultMessage: 'search by name' },
  tableLabel: { id: 'access.groups.tableLabel', defaultMessage: 'Groups of the community' },
  name: { id: 'access.groups.name', defaultMessage: 'Name' },
  description: { id: 'access.groups.description', defaultMessage: 'Description' },
  members: { id: 'access.groups.members', defaultMessage: 'Members' },
  updated: { id: 'access.groups.updated', defaultMessage: 'Updated' },
  created: { id: 'access.groups.created', defaultMessage: 'Created' },
  createdBy: { id: 'access.groups.createdBy', defaultMessage: 'Created by' },
  empty: { id: 'access.groups.empty', defaultMessage: 'no groups yet' },
  failed: { id: 'access.groups.failed', defaultMessage: 'The groups could not be loaded.' },

  // The form.
  namePlaceholder: { id: 'access.groups.form.namePlaceholder', defaultMessage: 'e.g. Pool club' },
  locationsHint: {
    id: 'access.groups.form.locationsHint',
    defaultMessage: 'Every member may open every lock at or under each location.',
  },
  membersHint: {
    id: 'access.groups.form.membersHint',
    defaultMessage:
      'Residents living in the community and its staff. Each gets a key for the group; a member taken out loses it at every lock.',
  },
  hoursHint: {
    id: 'access.groups.form.hoursHint',
    defaultMessage: 'With no hours the members may open at any hour.',
  },
  memberSearch: { id: 'access.groups.form.memberSearch', defaultMessage: 'type the start of a name to add someone' },
  memberOption: { id: 'access.groups.form.memberOption', defaultMessage: '{name} · {kind}, {detail}' },
  memberOptionShort: { id: 'access.groups.form.memberOptionShort', defaultMessage: '{name} · {kind}' },
  memberProblem: { id: 'access.groups.form.memberProblem', defaultMessage: '{name}: {message}' },
  noMembers: {
    id: 'access.groups.form.noMembers',
    defaultMessage: 'no resident or staff member has a name starting with that',
  },
  membersFailed: { id: 'access.groups.form.membersFailed', defaultMessage: 'The people could not be loaded.' },
  create: { id: 'access.groups.form.create', defaultMessage: 'Create group' },
  createdToast: {
    id: 'access.groups.created.toast',
    defaultMessage: 'The group {name} was created. The locks are being told.',
  },
  savedToast: {
    id: 'access.groups.saved.toast',
    defaultMessage: 'The group {name} was saved. The locks are being told.',
  },

  // One group.
  groupFailed: { id: 'access.groups.group.failed', defaultMessage: 'The group could not be loaded.' },
  edit: { id: 'access.groups.edit', defaultMessage: 'Edit' },
  membersLabel: { id: 'access.groups.membersLabel', defaultMessage: 'Members of the group' },
  kind: { id: 'access.groups.kind', defaultMessage: 'Kind' },
  addedAt: { id: 'access.groups.addedAt', defaultMessage: 'Added' },
  noGroupMembers: { id: 'access.groups.noMembers', defaultMessage: 'no members yet' },
  memberCount: {
    id: 'access.groups.memberCount',
    defaultMessage: '{count, plural, =0 {no members} one {# member} other {# members}}',
  },
});

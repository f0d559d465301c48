import { defineMessages } from '../../i18n/define.ts';

/**
 * Texts of the IoT community's location tree (spec part 3 section 2 "Community structure"; section 8
 * "Delete location"). The spec gives the path and the confirmation, not a title: the title is a noun.
 */
export const communityMessages = defineMessages({
  communityTitle: { id: 'access.community.title', defaultMessage: 'Community' },
  treeTitle: { id: 'access.community.tree.title', defaultMessage: 'Location tree' },
  treeFlow: { id: 'access.community.tree.flow', defaultMessage: 'the IoT location tree' },
  treeWords: {
    id: 'access.community.tree.words',
    defaultMessage: 'locations, location tree, IoT locations, add location, delete location, where locks are placed',
  },
  treeFailed: { id: 'access.community.tree.failed', defaultMessage: 'The location tree could not be loaded.' },
  treeIntro: {
    id: 'access.community.tree.intro',
    defaultMessage:
      'Locks are placed at these locations, and access is granted to them: a location covers the locks under it.',
  },
  empty: {
    id: 'access.community.tree.empty',
    defaultMessage: 'No locations yet. Add the first one to place locks and grant access to it.',
  },
  locks: { id: 'access.community.tree.locks', defaultMessage: '{count, plural, one {# lock} other {# locks}}' },
  building: { id: 'access.community.tree.building', defaultMessage: 'building' },
  buildingHint: {
    id: 'access.community.tree.buildingHint',
    defaultMessage: 'A building’s location is renamed and removed with the building, in community structure.',
  },
  addLocation: { id: 'access.community.add', defaultMessage: 'Add location' },
  name: { id: 'access.community.name', defaultMessage: 'Name' },
  parent: { id: 'access.community.parent', defaultMessage: 'Under' },
  added: { id: 'access.community.added', defaultMessage: 'Location {name} added' },
  deleteLabel: { id: 'access.community.deleteLabel', defaultMessage: 'Delete {name}' },
  deleteConfirm: {
    id: 'access.community.delete.confirm',
    defaultMessage: 'are you sure you want to delete this location?',
  },
  deleted: { id: 'access.community.deleted', defaultMessage: 'Location deleted' },

  // The apartments tab.
  apartmentsTitle: { id: 'access.community.apartments.title', defaultMessage: 'Apartments' },
  apartmentsFlow: { id: 'access.community.apartments.flow', defaultMessage: 'the units and their locks' },
  apartmentsWords: {
    id: 'access.community.apartments.words',
    defaultMessage: 'apartments, units, unit locks, doors of the units',
  },
  apartmentsSearch: { id: 'access.community.apartments.search', defaultMessage: 'search by unit' },
  apartmentsLabel: { id: 'access.community.apartments.label', defaultMessage: 'Units of the community' },
  apartmentsFailed: { id: 'access.community.apartments.failed', defaultMessage: 'The units could not be loaded.' },
  apartmentsEmpty: {
    id: 'access.community.apartments.empty',
    defaultMessage: 'No units yet: create the first one here, or add units in community structure.',
  },
  unit: { id: 'access.community.apartments.unit', defaultMessage: 'Unit' },
  buildingColumn: { id: 'access.community.apartments.building', defaultMessage: 'Building' },
  locksColumn: { id: 'access.community.apartments.locks', defaultMessage: 'Locks' },
  locksOnline: {
    id: 'access.community.apartments.locksOnline',
    defaultMessage: '{count, plural, =0 {none} other {{online} of # online}}',
  },
  leasesColumn: { id: 'access.community.apartments.leases', defaultMessage: 'Active leases' },
});

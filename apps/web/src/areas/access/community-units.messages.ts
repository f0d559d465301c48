import { defineMessages } from '../../i18n/define.ts';

/**
 * Texts of the IoT community's units (spec part 3 section 2 "Community structure": create unit, the
 * unit, link unit and link units; D234). The spec gives the paths only: titles are nouns and verbs.
 */
export const communityUnitMessages = defineMessages({
  createTitle: { id: 'access.community.units.create.title', defaultMessage: 'Create unit' },
  createFlow: { id: 'access.community.units.create.flow', defaultMessage: 'create a unit' },
  createWords: {
    id: 'access.community.units.create.words',
    defaultMessage: 'new unit, add unit, new apartment, link unit to locations',
  },
  createIntro: {
    id: 'access.community.units.create.intro',
    defaultMessage:
      'The unit is added to community structure as well. Next, link it to the locations whose doors its residents need.',
  },
  unitTitle: { id: 'access.community.units.unit.title', defaultMessage: 'Unit' },
  linkUnitTitle: { id: 'access.community.units.linkUnit.title', defaultMessage: 'Link to a location' },
  linkUnitsTitle: { id: 'access.community.units.linkUnits.title', defaultMessage: 'Link to locations' },
  createLinkTitle: { id: 'access.community.units.createLink.title', defaultMessage: 'Link the new unit' },

  // The create form.
  name: { id: 'access.community.units.name', defaultMessage: 'Name' },
  building: { id: 'access.community.units.building', defaultMessage: 'Building' },
  chooseBuilding: { id: 'access.community.units.chooseBuilding', defaultMessage: 'choose a building' },
  unitType: { id: 'access.community.units.unitType', defaultMessage: 'Unit type' },
  chooseUnitType: { id: 'access.community.units.chooseUnitType', defaultMessage: 'choose a unit type' },
  floor: { id: 'access.community.units.floor', defaultMessage: 'Floor' },
  squareFeet: { id: 'access.community.units.squareFeet', defaultMessage: 'Square feet' },
  marketRent: { id: 'access.community.units.marketRent', defaultMessage: 'Market rent' },
  create: { id: 'access.community.units.create', defaultMessage: 'Create' },
  created: { id: 'access.community.units.created', defaultMessage: 'Unit {name} created' },
  choicesFailed: {
    id: 'access.community.units.choicesFailed',
    defaultMessage: 'The buildings and unit types could not be loaded.',
  },
  noBuildings: {
    id: 'access.community.units.noBuildings',
    defaultMessage: 'This community has no building or no unit type yet: add them in community structure first.',
  },

  // The unit.
  unitFailed: { id: 'access.community.units.failed', defaultMessage: 'The unit could not be loaded.' },
  unitSummary: {
    id: 'access.community.units.summary',
    defaultMessage: '{building}, floor {floor}',
  },
  squareFeetValue: { id: 'access.community.units.squareFeetValue', defaultMessage: '{value, number} sq ft' },
  doors: { id: 'access.community.units.doors', defaultMessage: 'Doors' },
  doorsLabel: { id: 'access.community.units.doorsLabel', defaultMessage: 'Locks placed at the unit' },
  noDoors: { id: 'access.community.units.noDoors', defaultMessage: 'No lock is placed at this unit.' },
  lock: { id: 'access.community.units.lock', defaultMessage: 'Lock' },
  family: { id: 'access.community.units.family', defaultMessage: 'Family' },
  connection: { id: 'access.community.units.connection', defaultMessage: 'Connection' },
  online: { id: 'access.community.units.online', defaultMessage: 'Online' },
  offline: { id: 'access.community.units.offline', defaultMessage: 'Offline' },
  battery: { id: 'access.community.units.battery', defaultMessage: 'Battery' },
  batteryValue: { id: 'access.community.units.batteryValue', defaultMessage: '{value}%' },
  links: { id: 'access.community.units.links', defaultMessage: 'Linked locations' },
  linksLabel: { id: 'access.community.units.linksLabel', defaultMessage: 'Locations the unit is linked to' },
  linksIntro: {
    id: 'access.community.units.linksIntro',
    defaultMessage:
      'A lease made for this unit, or moved to it, gets these locations beside the unit’s own doors; its residents are granted them at move-in.',
  },
  noLinks: {
    id: 'access.community.units.noLinks',
    defaultMessage:
      'Not linked to any location yet. Link it to the locations whose doors its residents need: the building’s entrance, the floor’s corridor, the garage.',
  },
  linkedAt: { id: 'access.community.units.linkedAt', defaultMessage: 'Linked' },
  unlink: { id: 'access.community.units.unlink', defaultMessage: 'Unlink' },
  unlinkLabel: { id: 'access.community.units.unlinkLabel', defaultMessage: 'Unlink {name}' },
  unlinkNote: {
    id: 'access.community.units.unlinkNote',
    defaultMessage:
      'Unlinking changes only the leases made from now on: the current leases keep the location until it is removed on the lease’s authorizations.',
  },
  unlinked: { id: 'access.community.units.unlinked', defaultMessage: '{name} unlinked' },
  leases: { id: 'access.community.units.leases', defaultMessage: 'Active leases' },
  leasesLabel: { id: 'access.community.units.leasesLabel', defaultMessage: 'Active leases of the unit' },
  noLeases: { id: 'access.community.units.noLeases', defaultMessage: 'No active lease.' },
  lease: { id: 'access.community.units.lease', defaultMessage: 'Lease' },
  openLease: { id: 'access.community.units.openLease', defaultMessage: 'Open' },

  // Linking.
  linkIntro: {
    id: 'access.community.units.linkIntro',
    defaultMessage:
      'Leases made for unit {name} from now on get the locations it is linked to, beside the unit’s own doors.',
  },
  addToLeases: {
    id: 'access.community.units.addToLeases',
    defaultMessage: 'Also add to the unit’s current leases',
  },
  addToLeasesHint: {
    id: 'access.community.units.addToLeasesHint',
    defaultMessage:
      '{count, plural, one {# active lease} other {# active leases}}: residents who moved in are granted the locations at once.',
  },
  allLinked: {
    id: 'access.community.units.allLinked',
    defaultMessage: 'The unit is linked to every location of the community.',
  },
  treeFailed: { id: 'access.community.units.treeFailed', defaultMessage: 'The locations could not be loaded.' },
  link: { id: 'access.community.units.link', defaultMessage: 'Link' },
  skip: { id: 'access.community.units.skip', defaultMessage: 'Skip' },
  linked: {
    id: 'access.community.units.linked',
    defaultMessage:
      '{linked, plural, =0 {Already linked} one {# location linked} other {# locations linked}}{leases, plural, =0 {} one {, added to # lease} other {, added to # leases}}',
  },
  createdLinkIntro: {
    id: 'access.community.units.createdLinkIntro',
    defaultMessage:
      'Unit {name} was created. Link it to the locations whose doors its residents need, or skip this step.',
  },
  noUnitChosen: {
    id: 'access.community.units.noUnitChosen',
    defaultMessage: 'The address does not say which unit to link. Open the unit from the apartments to link it.',
  },
  toApartments: { id: 'access.community.units.toApartments', defaultMessage: 'Go to the apartments' },
});

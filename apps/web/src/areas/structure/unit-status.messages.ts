import { defineMessages } from '../../i18n/define.ts';

/** The units list's status columns, filter and bulk change. */
export const unitStatusMessages = defineMessages({
  unitsLabel: { id: 'spaces.units.table', defaultMessage: 'Units' },
  occupancy: { id: 'spaces.units.column.occupancy', defaultMessage: 'Occupancy' },
  physicalStatus: { id: 'spaces.units.column.physicalStatus', defaultMessage: 'Physical status' },
  availability: { id: 'spaces.units.column.availability', defaultMessage: 'Availability' },
  availableFrom: { id: 'spaces.units.availableFrom', defaultMessage: 'from {date}' },
  // Occupancy: the category of the unit's status (the catalogue's categories).
  vacant: { id: 'spaces.units.occupancy.vacant', defaultMessage: 'Vacant' },
  occupied: { id: 'spaces.units.occupancy.occupied', defaultMessage: 'Occupied' },
  onNotice: { id: 'spaces.units.occupancy.onNotice', defaultMessage: 'On notice' },
  // Availability (future occupancy).
  available: { id: 'spaces.units.availability.available', defaultMessage: 'Available' },
  unavailable: { id: 'spaces.units.availability.unavailable', defaultMessage: 'Unavailable' },
  leased: { id: 'spaces.units.availability.leased', defaultMessage: 'Leased' },
  // Physical statuses of the default catalogue (a community's own names win when they can be read).
  ready: { id: 'spaces.units.physical.ready', defaultMessage: 'Ready' },
  notReady: { id: 'spaces.units.physical.notReady', defaultMessage: 'Not ready' },
  down: { id: 'spaces.units.physical.down', defaultMessage: 'Down' },
  goodCondition: { id: 'spaces.units.physical.goodCondition', defaultMessage: 'Good condition' },
  preMoveOut: { id: 'spaces.units.physical.preMoveOut', defaultMessage: 'Pre-move-out inspection' },
  statusFilter: { id: 'spaces.units.statusFilter', defaultMessage: 'Physical status' },
  allStatuses: { id: 'spaces.units.statusFilter.all', defaultMessage: 'all statuses' },
  changeStatus: { id: 'spaces.units.bulk.changeStatus', defaultMessage: 'change physical status' },
  newStatus: { id: 'spaces.units.bulk.newStatus', defaultMessage: 'New physical status' },
  noStatus: { id: 'spaces.units.bulk.noStatus', defaultMessage: 'no status (clear it)' },
  apply: { id: 'spaces.units.bulk.apply', defaultMessage: 'apply' },
  confirmTitle: { id: 'spaces.units.bulk.confirmTitle', defaultMessage: 'change physical status' },
  confirmMessage: {
    id: 'spaces.units.bulk.confirmMessage',
    defaultMessage:
      '{count, plural, one {Set the physical status of # unit to {status}?} other {Set the physical status of # units to {status}?}}',
  },
  confirm: { id: 'spaces.units.bulk.confirm', defaultMessage: 'change status' },
  changed: {
    id: 'spaces.units.bulk.changed',
    defaultMessage:
      '{count, plural, one {Physical status of # unit changed} other {Physical status of # units changed}}',
  },
});

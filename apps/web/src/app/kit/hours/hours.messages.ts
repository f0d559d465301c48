import { defineMessages } from '../../../i18n/define.ts';

/** Texts of the hours-of-operation editor and its summary (part 3 sections 3 and 5). */
export const hoursMessages = defineMessages({
  anyHour: { id: 'kit.hours.any', defaultMessage: 'Any hour' },
  hoursRange: { id: 'kit.hours.range', defaultMessage: '{days} {open}–{close}' },
  hoursAllDay: { id: 'kit.hours.rangeAllDay', defaultMessage: '{days} 24 hours' },
  time12: { id: 'kit.hours.time', defaultMessage: '{hours}:{minutes} {clock}' },
  weekdays: { id: 'kit.hours.weekdays', defaultMessage: 'Weekdays' },
  weekend: { id: 'kit.hours.weekend', defaultMessage: 'Weekend' },
  hoursTitle: { id: 'kit.hours.title', defaultMessage: 'Hours of operation' },
  hoursEntry: { id: 'kit.hours.entry', defaultMessage: 'Hours {number}' },
  days: { id: 'kit.hours.days', defaultMessage: 'Days' },
  opens: { id: 'kit.hours.opens', defaultMessage: 'Opens' },
  closes: { id: 'kit.hours.closes', defaultMessage: 'Closes' },
  hourOf: { id: 'kit.hours.hourOf', defaultMessage: '{part}: hour' },
  minutesOf: { id: 'kit.hours.minutesOf', defaultMessage: '{part}: minutes' },
  clockOf: { id: 'kit.hours.clockOf', defaultMessage: '{part}: am or pm' },
  working24: { id: 'kit.hours.working24', defaultMessage: '24 hours' },
  addHours: { id: 'kit.hours.add', defaultMessage: 'Add hours' },
  removeHours: { id: 'kit.hours.remove', defaultMessage: 'Remove hours {number}' },
  remove: { id: 'kit.hours.removeShort', defaultMessage: 'Remove' },
});

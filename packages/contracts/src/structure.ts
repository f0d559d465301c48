/** The structure area's contracts (buildings, units, unit types, spaces, locations, amenities). */
export * from './structure/index.ts';

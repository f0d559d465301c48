// The IoT community's page chunk.

export { default as ApartmentsPage } from './ApartmentsPage.tsx';
export { default as LocationTreePage } from './LocationTreePage.tsx';

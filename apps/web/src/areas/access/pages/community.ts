// The IoT community's page chunk.

export { default as LocationTreePage } from './LocationTreePage.tsx';

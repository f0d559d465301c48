// The PACS queue log's page chunk.
export { default as PacsQueueLogPage } from './PacsQueueLogPage.tsx';
export { default as PacsTransactionPage } from './PacsTransactionPage.tsx';

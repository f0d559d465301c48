// The lease screens' page chunk.
export { default as AddLocationPage } from './AddLocationPage.tsx';
export { default as LeaseAuthorizationsPage } from './LeaseAuthorizationsPage.tsx';
export { default as LeaseDetailsPage } from './LeaseDetailsPage.tsx';
export { default as LeaseListPage } from './LeaseListPage.tsx';
export { default as MoveOutProofPage } from './MoveOutProofPage.tsx';
export { MoveInPage, MoveOutPage } from './MovePages.tsx';
export { default as NewLeasePage } from './NewLeasePage.tsx';
export { RenewLeasePage, TransferLeasePage } from './RenewTransferPages.tsx';

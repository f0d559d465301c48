// The vendors' page chunk, with their access screens (the people's pages).

export {
  VendorAddLocationPage,
  VendorAuthorizationsPage,
  VendorKeyringManagementPage,
  VendorKeyringPage,
} from './VendorAccessPages.tsx';
export { default as VendorCreatePage } from './VendorCreatePage.tsx';
export { default as VendorDetailsPage } from './VendorDetailsPage.tsx';
export { default as VendorListPage } from './VendorListPage.tsx';
export { VendorAddToCommunityPage, VendorChangeEmailPage } from './VendorModalPages.tsx';

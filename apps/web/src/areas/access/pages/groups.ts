// The custom user groups' page chunk.

export { default as GroupDetailsPage } from './GroupDetailsPage.tsx';
export { GroupCreatePage, GroupEditPage } from './GroupFormPage.tsx';
export { default as GroupListPage } from './GroupListPage.tsx';

export { default as AttachmentsGalleryPage } from './AttachmentsGalleryPage.tsx';
export { default as FileDetailsPage, FileEditPage } from './FileDetailsPage.tsx';
export { default as FileUploadPage } from './FileUploadPage.tsx';
export { default as FloorPlanFilesPage } from './FloorPlanFilesPage.tsx';
export { default as MediaLibraryPage } from './MediaLibraryPage.tsx';

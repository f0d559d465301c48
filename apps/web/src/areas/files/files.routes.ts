import { gate } from '@lintel/permissions';
import { defineRoute } from '../../app/routing/route.ts';
import { filesMessages as m } from './messages.ts';

// One chunk for the area: the pages and the file manager load together, never on the first screen.
const pages = () => import('./pages/index.ts');
/** Media: the digital-human or the CMS permission (part 2 section 6). */
export const mediaGate = gate.anyOf(gate.key('MIA_DIGITAL_HUMAN_ACCESS'), gate.key('CMS_WEBSITES_ACCESS'));
const media = { permissionChecker: mediaGate, requiresCustomer: true, requiresCommunity: true } as const;

/** Media library (part 2 "Attachments and media"). */
export const filesRoutes = [
  defineRoute({
    name: 'medias.index',
    path: '/media-library',
    title: m.libraryTitle,
    flowStartsWith: m.libraryFlow,
    ownHeader: true,
    ...media,
    load: () => pages().then((p) => ({ default: p.MediaLibraryPage })),
  }),
  defineRoute({
    name: 'medias.show',
    path: '/media-library/file/:id',
    title: m.details,
    hideFromSearch: true,
    ownHeader: true,
    ...media,
    load: () => pages().then((p) => ({ default: p.FileDetailsPage })),
  }),
  defineRoute({
    name: 'medias.edit',
    path: '/media-library/:id/edit',
    title: m.edit,
    hideFromSearch: true,
    ownHeader: true,
    ...media,
    load: () => pages().then((p) => ({ default: p.FileEditPage })),
  }),
  defineRoute({
    name: 'medias.upload',
    path: '/media-library/:id/upload',
    title: m.replaceSubmit,
    hideFromSearch: true,
    ownHeader: true,
    ...media,
    load: () => pages().then((p) => ({ default: p.FileUploadPage })),
  }),
  defineRoute({
    name: 'medias.floorplans',
    path: '/media-library/floorplans/:floorplanName/:caller',
    title: m.floorPlans,
    hideFromSearch: true,
    ownHeader: true,
    ...media,
    load: () => pages().then((p) => ({ default: p.FloorPlanFilesPage })),
  }),
  defineRoute({
    // The spec gives the path only; no permission of its own: it shows what its owner screen attached.
    name: 'attachments.gallery',
    path: '/attachments/gallery',
    title: m.galleryTitle,
    hideFromSearch: true,
    ownHeader: true,
    requiresCustomer: true,
    load: () => pages().then((p) => ({ default: p.AttachmentsGalleryPage })),
  }),
] as const;

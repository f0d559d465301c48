// Lintel's building blocks on Mantine. Each component lives in its own folder with its tests and fixture.

export * from './colour-selector/ColourSelectorModal.tsx';
export * from './colour-selector/ColourSelectorProvider.tsx';
export { normalizeHex } from './colour-selector/hex.ts';
export * from './confirmation/ConfirmationDialog.tsx';
export * from './confirmation/ConfirmationProvider.tsx';
export type * from './confirmation/types.ts';
export * from './download-banner/DownloadBannerProvider.tsx';
export * from './drawer/DrawerProvider.tsx';
export * from './dropdown/Dropdown.tsx';
export type { DropdownSize } from './dropdown/DropdownTarget.tsx';
export * from './dropdown/paging.ts';
export type * from './dropdown/types.ts';
export * from './events/emitter.ts';
export * from './i18n.ts';
export * from './overlays/OverlayProviders.tsx';
export * from './toast/ToastProvider.tsx';

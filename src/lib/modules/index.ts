// The shop's module switches and add-ons, read in one place (issue 34 §2): every screen asks here what is on.
// The folder's public face: code outside src/lib imports from '@/lib/modules' only.
export * from './modules';
export * from './use-modules';

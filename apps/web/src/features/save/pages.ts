// Saving from other sites (issue 17): both pages in one chunk, one entry in the first load.
export { SaveWindow } from './SaveWindow.tsx';
export { SaveFromBrowserPage } from './SaveFromBrowserPage.tsx';

import { defineConfig } from 'wxt';

/**
 * Tack's browser extension (issue 17, docs/decisions/0021-save-from-any-site.md), built by WXT
 * for Chromium and Firefox, Manifest V3 for both. `npm run build -w @tack/extension` writes
 * `.output/chrome-mv3/` and `.output/firefox-mv3/`.
 */
export default defineConfig({
  // Explicit imports everywhere, as in the rest of Tack.
  imports: false,
  manifest: ({ browser }) => ({
    name: 'Tack',
    description: 'Save images from any site to your boards on your Tack server.',
    // activeTab + scripting: the toolbar button reads the current tab's images when clicked.
    // The hover button's content script runs on every page (it can be turned off in options).
    permissions: ['activeTab', 'contextMenus', 'scripting', 'storage'],
    action: { default_title: 'Save to Tack' },
    ...(browser === 'firefox' && {
      browser_specific_settings: {
        gecko: {
          id: 'save@tack.extension',
          strict_min_version: '140.0',
          // Pages' addresses and images go to the person's own Tack server when they save.
          data_collection_permissions: { required: ['browsingActivity', 'websiteContent'] },
        },
      },
    }),
  }),
});

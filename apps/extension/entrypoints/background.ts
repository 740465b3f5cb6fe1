import { browser, type Browser } from 'wxt/browser';
import { defineBackground } from 'wxt/utils/define-background';
import { collectPageImages, saveWindowUrl, type SavePage } from '@tack/contract/save-page';
import { acceptSaveMessage, contextMenuRequest, toolbarRequest } from '../src/requests.ts';
import { readSettings, SETTINGS_KEYS } from '../src/settings.ts';

const MENU_ID = 'tack-save-image';

/**
 * Opens the Tack server's save window with a page's images: the picker lives there, in one place
 * for the bookmarklet and the extension, signed in with the person's own Tack session (the
 * extension never holds a password, cookie or token). Without a server yet: the options page.
 */
async function openSaveWindow(page: SavePage | null) {
  const { server } = readSettings(await browser.storage.sync.get([...SETTINGS_KEYS]));
  if (!server) return browser.runtime.openOptionsPage();
  if (!page) return;
  await browser.windows.create({
    url: saveWindowUrl(server, page, 'extension'),
    type: 'popup',
    width: 800,
    height: 760,
  });
}

/** The toolbar button: the tab's images, read where the click granted access (activeTab). */
async function fromTab(tab: Browser.tabs.Tab) {
  let collected: SavePage | null = null;
  if (tab.id !== undefined) {
    try {
      const [result] = await browser.scripting.executeScript({
        target: { tabId: tab.id },
        func: collectPageImages,
      });
      collected = (result?.result as SavePage | undefined) ?? null;
    } catch {
      // A page no extension may read (the store, another extension): the server reads it.
    }
  }
  await openSaveWindow(toolbarRequest(tab, collected));
}

export default defineBackground(() => {
  browser.runtime.onInstalled.addListener(() => {
    browser.contextMenus.create({
      id: MENU_ID,
      title: 'Save image to Tack',
      contexts: ['image'],
    });
  });
  browser.contextMenus.onClicked.addListener((info, tab) => {
    if (info.menuItemId === MENU_ID) void openSaveWindow(contextMenuRequest(info, tab));
  });
  browser.action.onClicked.addListener((tab) => void fromTab(tab));
  browser.runtime.onMessage.addListener((message, sender) => {
    const page = acceptSaveMessage(message, sender, browser.runtime.id);
    if (page) void openSaveWindow(page);
  });
});

import { browser } from 'wxt/browser';
import { tackServerOrigin } from '@tack/contract/save-page';
import { readSettings, SETTINGS_KEYS } from '../../src/settings.ts';

const form = document.querySelector<HTMLFormElement>('#options')!;
const server = document.querySelector<HTMLInputElement>('#server')!;
const hover = document.querySelector<HTMLInputElement>('#hover')!;
const status = document.querySelector<HTMLElement>('#status')!;

function say(text: string, error = false) {
  status.textContent = text;
  status.classList.toggle('error', error);
  if (error) server.setAttribute('aria-invalid', 'true');
  else server.removeAttribute('aria-invalid');
}

// The form works from the first moment; the stored settings fill it when they arrive, unless the
// person has already started changing it.
let touched = false;
form.addEventListener('input', () => (touched = true));
form.addEventListener('submit', (e) => {
  e.preventDefault();
  const checked = tackServerOrigin(server.value);
  if ('error' in checked) {
    say(checked.error, true);
    server.focus();
    return;
  }
  server.value = checked.origin;
  void browser.storage.sync
    .set({ server: checked.origin, hoverButton: hover.checked })
    .then(() => say(`Saved. Images go to ${checked.origin}.`));
});

void browser.storage.sync.get([...SETTINGS_KEYS]).then((raw) => {
  if (touched) return;
  const settings = readSettings(raw);
  server.value = settings.server ?? '';
  hover.checked = settings.hoverButton;
});

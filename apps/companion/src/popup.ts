/**
 * The extension's popup: pairing with the code from Otklik's /connect page, then whose companion this is and what it
 * is doing. It only talks to the service worker, which holds the device token.
 */
import type { WorkerStatus } from './messages';

const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

async function render(): Promise<void> {
  const status = (await chrome.runtime.sendMessage({ cmd: 'status' })) as WorkerStatus;
  $('unpaired').hidden = status.paired;
  $('paired').hidden = !status.paired;
  if (status.paired) {
    $('who').textContent = status.userName ? `Подключено к Otklik: ${status.userName}` : 'Подключено к Otklik';
    $('state').textContent = status.busy ? `Выполняется: ${status.busy}` : 'Ждём задач от Otklik';
  }
}

$('pair-form').addEventListener('submit', (event) => {
  event.preventDefault();
  const code = $<HTMLInputElement>('code').value;
  $('error').textContent = '';
  $<HTMLButtonElement>('pair').disabled = true;
  void chrome.runtime
    .sendMessage({ cmd: 'pair', code })
    .then((answer: { ok: boolean; error?: string }) => {
      if (!answer.ok) $('error').textContent = answer.error ?? 'Не удалось подключиться';
      return render();
    })
    .finally(() => {
      $<HTMLButtonElement>('pair').disabled = false;
    });
});

$('unpair').addEventListener('click', () => {
  void chrome.runtime.sendMessage({ cmd: 'unpair' }).then(render);
});

void render();

// @vitest-environment happy-dom
/**
 * HydrateLater with Preact, as the site runs it: a server-rendered part is left as the server
 * wrote it by the first hydration and hydrated in a later task, keeping its DOM nodes; an
 * interaction, a re-render of its parent or `hydrateEverythingNow` hydrates it at once; outside
 * the first hydration it renders at once.
 */
import { useState } from 'react';
import { hydrateRoot, createRoot } from 'preact/compat/client';
import { renderToString } from 'preact-render-to-string';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { heldParts, hydrateEverythingNow, hydrateHeldBack, HydrateLater } from './HydrateLater';

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

function Page({ onFirst, onHeld }: { onFirst: () => void; onHeld: () => void }) {
  const [count, setCount] = useState(0);
  return (
    <div>
      <button id="first" type="button" onClick={onFirst}>
        First
      </button>
      <button id="again" type="button" onClick={() => setCount(count + 1)}>
        {`Again ${count}`}
      </button>
      <HydrateLater>
        <section id="held">
          <button id="held-button" type="button" onClick={onHeld}>
            Held
          </button>
        </section>
      </HydrateLater>
      <p id="after">After</p>
    </div>
  );
}

function serverPage() {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page onFirst={() => {}} onHeld={() => {}} />);
  document.body.append(container);
  const nodes = [...container.querySelectorAll('*')];
  return { container, nodes, html: container.innerHTML };
}

afterEach(async () => {
  await hydrateEverythingNow();
  document.body.innerHTML = '';
});

describe('HydrateLater', () => {
  it('leaves a part to a later task, then hydrates its server DOM as it is', async () => {
    const { container, nodes, html } = serverPage();
    const onFirst = vi.fn();
    const onHeld = vi.fn();
    hydrateHeldBack(() => hydrateRoot(container, <Page onFirst={onFirst} onHeld={onHeld} />));

    expect(heldParts()).toBe(1);
    expect(container.innerHTML).toBe(html);
    container.querySelector<HTMLButtonElement>('#first')!.click();
    expect(onFirst).toHaveBeenCalledTimes(1);

    await nextTask();
    await nextTask();
    expect(heldParts()).toBe(0);
    container.querySelector<HTMLButtonElement>('#held-button')!.click();
    expect(onHeld).toHaveBeenCalledTimes(1);
    // The same nodes: hydrated, not rendered anew.
    expect([...container.querySelectorAll('*')]).toEqual(nodes);
    expect(container.innerHTML).toBe(html);
  });

  it('hydrates every held part at once on the first interaction', async () => {
    const { container } = serverPage();
    const onHeld = vi.fn();
    hydrateHeldBack(() => hydrateRoot(container, <Page onFirst={() => {}} onHeld={onHeld} />));
    expect(heldParts()).toBe(1);

    document.body.dispatchEvent(new Event('focusin', { bubbles: true }));
    expect(heldParts()).toBe(0);
    await Promise.resolve();
    await nextTask();
    container.querySelector<HTMLButtonElement>('#held-button')!.click();
    expect(onHeld).toHaveBeenCalledTimes(1);
  });

  it('hydrates a held part when its parent renders again', async () => {
    const { container, nodes } = serverPage();
    const onHeld = vi.fn();
    hydrateHeldBack(() => hydrateRoot(container, <Page onFirst={() => {}} onHeld={onHeld} />));
    // The page renders again before the part's turn (in a microtask, as Preact does).
    const again = container.querySelector<HTMLButtonElement>('#again')!;
    again.dispatchEvent(new MouseEvent('click'));
    await Promise.resolve();
    await Promise.resolve();
    expect(again.textContent).toBe('Again 1');
    container.querySelector<HTMLButtonElement>('#held-button')!.click();
    expect(onHeld).toHaveBeenCalledTimes(1);
    expect([...container.querySelectorAll('*')]).toEqual(nodes);
  });

  it('hydrateEverythingNow resolves once every part is hydrated', async () => {
    const { container } = serverPage();
    const onHeld = vi.fn();
    hydrateHeldBack(() => hydrateRoot(container, <Page onFirst={() => {}} onHeld={onHeld} />));
    await hydrateEverythingNow();
    container.querySelector<HTMLButtonElement>('#held-button')!.click();
    expect(onHeld).toHaveBeenCalledTimes(1);
  });

  it('renders at once outside the first hydration', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const onHeld = vi.fn();
    createRoot(container).render(<Page onFirst={() => {}} onHeld={onHeld} />);
    await nextTask();
    expect(heldParts()).toBe(0);
    expect(container.querySelector('#after')?.previousElementSibling?.id).toBe('held');
    container.querySelector<HTMLButtonElement>('#held-button')!.click();
    expect(onHeld).toHaveBeenCalledTimes(1);
  });
});

// @vitest-environment happy-dom
/**
 * The body editor follows the post's direction (issue #21): an Arabic post's body and toolbar run
 * right to left, and the toolbar's pictures that show a direction face it (list markers and the
 * quote's bar on the right, undo pointing right), while letters and undirected tools stay as
 * they are.
 */
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { installMatchMedia } from '../../../test/screenHarness';
import { RichTextEditor, type TextDirection } from './RichTextEditor';

beforeAll(installMatchMedia);
afterEach(cleanup);

function editorIn(dir?: TextDirection) {
  render(
    <RichTextEditor
      initialContent="<p>مرحبا</p>"
      editable
      onChange={() => {}}
      onReady={() => {}}
      uploadImage={() => Promise.reject(new Error('not here'))}
      dir={dir}
    />,
  );
}

const toolbar = () => screen.getByRole('toolbar', { name: 'Formatting' });
const iconOf = (tool: string) =>
  screen.getByRole('button', { name: tool }).querySelector('svg.rich-text__icon')!;
/** Where a list's markers sit in its picture (24 units wide). */
const markerX = (tool: string) =>
  [...iconOf(tool).querySelectorAll('circle, text')].map((marker) =>
    Number(marker.getAttribute('cx') ?? marker.getAttribute('x')),
  );

describe('the body editor’s direction', { timeout: 20_000 }, () => {
  it('runs an Arabic post right to left, body and toolbar, with its pictures facing right', async () => {
    editorIn('rtl');
    const editor = await waitFor(() => {
      const body = document.querySelector('.post-body');
      expect(body).toBeTruthy();
      return body!;
    });
    expect(editor.closest('[dir]')?.getAttribute('dir')).toBe('rtl');
    expect(toolbar().closest('[dir]')?.getAttribute('dir')).toBe('rtl');
    expect(markerX('Bulleted list')).toEqual([19, 19, 19]);
    expect(markerX('Numbered list')).toEqual([19, 19, 19]);
    // The digits are moved, not mirrored: they read as digits.
    expect(iconOf('Numbered list').textContent).toBe('123');
    expect(iconOf('Quote').querySelector('path')?.getAttribute('d')).toMatch(/^M20 4v16/);
    // Undo points right (back, in Arabic), redo left.
    expect(iconOf('Undo').querySelector('g')?.getAttribute('transform')).toBe(
      'matrix(-1 0 0 1 24 0)',
    );
    expect(iconOf('Redo').querySelector('g')?.getAttribute('transform')).toBeNull();
    // Letters and the undirected tools are text, never turned.
    for (const [tool, text] of [
      ['Heading', 'H2'],
      ['Bold', 'B'],
      ['Italic', 'I'],
      ['Link', 'Link'],
    ]) {
      const button = screen.getByRole('button', { name: tool! });
      expect(button.textContent).toBe(text);
      expect(button.querySelector('svg')).toBeNull();
    }
  });

  it('runs an English post left to right, its pictures facing left', async () => {
    editorIn();
    await waitFor(() => expect(document.querySelector('.post-body')).toBeTruthy());
    expect(toolbar().closest('[dir]')?.getAttribute('dir')).toBe('ltr');
    expect(markerX('Bulleted list')).toEqual([5, 5, 5]);
    expect(markerX('Numbered list')).toEqual([5, 5, 5]);
    expect(iconOf('Undo').querySelector('g')?.getAttribute('transform')).toBeNull();
    expect(iconOf('Redo').querySelector('g')?.getAttribute('transform')).toBe(
      'matrix(-1 0 0 1 24 0)',
    );
  });
});

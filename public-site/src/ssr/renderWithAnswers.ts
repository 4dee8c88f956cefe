/**
 * For server-render tests: a renderer of the site whose API reads answer from a fixed table
 * (`path` → JSON value; anything else a 404), reporting the paths the page asked for.
 */
import type { InProcessAnswer } from '@core/http/inProcessAnswer';
import { render } from '../entry-server';

export function renderWithAnswers(answers: Record<string, unknown>) {
  return async (url: string) => {
    const asked: string[] = [];
    const result = await render({
      url,
      origin: 'https://rent.example.ae',
      readApi: (path): Promise<InProcessAnswer> => {
        asked.push(path);
        const answer = answers[path];
        return Promise.resolve(
          answer
            ? { status: 200, json: JSON.stringify(answer) }
            : { status: 404, value: { error: { code: 'not_found', message: 'No such read' } } },
        );
      },
      assetsFor: () => ({ entryScript: '/entry.js', preloadScripts: [], stylesheets: [] }),
    });
    if (result.kind !== 'html') throw new Error(`${url} answered a ${result.kind}`);
    return { page: result.html.join(''), status: result.status, asked };
  };
}

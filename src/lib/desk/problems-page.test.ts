import { describe, expect, it } from 'vitest';
import { problemsPage } from './problems-page.ts';

describe("the desk preview's problems page", () => {
  it('names each problem by file and field, escaped', () => {
    const html = problemsPage([
      {
        file: 'content/episodes/ep01-the-beginning.yaml',
        field: 'chipCounts',
        message: 'add up to 1,590,000, not <1,600,000>',
      },
      { file: 'content/site.yaml', field: '', message: 'is not valid YAML' },
    ]);
    expect(html).toContain('<h1>The build would refuse this content: 2 problems</h1>');
    expect(html).toContain(
      '<code>content/episodes/ep01-the-beginning.yaml: chipCounts: add up to 1,590,000, not &#60;1,600,000&#62;</code>',
    );
    expect(html).toContain('<code>content/site.yaml: is not valid YAML</code>');
    expect(html).toContain('<meta http-equiv="refresh" content="3">');
  });
});

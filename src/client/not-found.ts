/** Client script of the 404 page: shows the view lib/chrome/not-found.ts picks for this path. */
import { notFoundView } from '../lib/chrome/not-found.ts';

export function pickNotFoundView(): void {
  const view = document.getElementById('not-found-view');
  if (!view) return;
  const slugs = JSON.parse(view.dataset['castSlugs'] ?? '[]') as string[];
  const show = (templateId: string, title: string) => {
    const template = document.getElementById(templateId);
    if (!(template instanceof HTMLTemplateElement)) return;
    view.replaceChildren(template.content.cloneNode(true));
    document.title = `${title} | ${document.title.split(' | ').pop() ?? ''}`;
  };
  const target = notFoundView(location.pathname, slugs);
  switch (target.kind) {
    case 'cast-profile':
      location.replace(`/cast/${target.slug}/${location.search}`);
      break;
    case 'cast-not-found':
      show('cast-not-found', 'Cast Member Not Found');
      break;
    case 'episode-coming-soon':
      show('episode-coming-soon', 'Episodes Coming Soon');
      break;
    case 'redirect-home':
      console.error(`404: no page exists at "${location.pathname}"; redirecting to the home page.`);
      location.replace('/');
      break;
  }
}

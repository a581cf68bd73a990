import type { WorkflowInput } from '@nova/shared';

export const SUMMARIZE_WORKFLOW_NAME = 'Summarize article';
export const HEADINGS_WORKFLOW_NAME = 'Headings and links';

/** Seeded once into each workspace; they work against any real article page. */
export const EXAMPLE_WORKFLOWS: WorkflowInput[] = [
  {
    name: SUMMARIZE_WORKFLOW_NAME,
    description: "Opens a page, reads its article and asks the AI for a short summary in bullet points.",
    status: 'active',
    parameters: [{ name: 'url', type: 'string', description: 'The page to summarise', required: true }],
    steps: [
      { id: 'page', name: 'Open the page', type: 'browser.open', url: '{{params.url}}' },
      {
        id: 'summary',
        name: 'Summarise',
        type: 'ai.prompt',
        system: 'You summarise web articles in the language they are written in.',
        prompt:
          'Summarise this article in at most five bullet points.\n\nTitle: {{steps.page.output.title}}\nURL: {{steps.page.output.url}}\n\n{{steps.page.output.markdown}}',
      },
    ],
  },
  {
    name: HEADINGS_WORKFLOW_NAME,
    description: 'Lists the headings and the links of a page.',
    status: 'active',
    parameters: [{ name: 'url', type: 'string', description: 'The page to read', required: true }],
    steps: [
      {
        id: 'extract',
        name: 'Read headings and links',
        type: 'browser.extract',
        url: '{{params.url}}',
        selectors: [
          { name: 'headings', selector: 'h1, h2, h3' },
          { name: 'links', selector: 'a[href]', attribute: 'href' },
        ],
      },
      {
        id: 'report',
        name: 'Count and deduplicate',
        type: 'transform',
        expression:
          '{ "headings": steps.extract.output.headings, "links": $distinct(steps.extract.output.links), "linkCount": $count($distinct(steps.extract.output.links)) }',
      },
    ],
  },
];

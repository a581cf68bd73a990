import type { PromptCategory } from '@nova/shared';

export interface BuiltInPromptSeed {
  id: string;
  title: string;
  description: string;
  category: PromptCategory;
  /** `{{name}}` markers become the prompt's placeholders. */
  content: string;
  examples: string[];
  tags: string[];
  rating: number;
}

export const BUILT_IN_PROMPT_AUTHOR = 'Nova Workspace';
/**
 * createdAt and updatedAt of the built-in prompts. Raise it when their text changes, so the
 * "recent" sort and clients see them as updated.
 */
export const BUILT_IN_PROMPTS_UPDATED_AT = '2026-01-01T00:00:00.000Z';

/** The built-in library (spec B §3): two prompts per category, ids from the category abbreviation. */
export const BUILT_IN_PROMPTS: readonly BuiltInPromptSeed[] = [
  {
    id: 'cg-1',
    title: 'Function from a specification',
    description: 'A small, well-named function with input validation, edge cases and usage examples.',
    category: 'code-generation',
    content: `Write a {{language}} function that {{task}}.

Requirements:
- Validate the inputs and handle edge cases (empty input, invalid values, limits).
- Use clear names and keep the function small; move separate steps into helpers where it helps readability.
- Add a short doc comment describing the parameters, the return value and the errors it raises.
- Use only the standard library unless I name a package.

Return the code first, then three example calls with their expected results, then one paragraph on time and space complexity.`,
    examples: [
      'language: TypeScript · task: retries a fetch call with exponential backoff, at most 5 attempts',
      'language: Python · task: turns an ISO 8601 duration such as PT1H30M into seconds',
    ],
    tags: ['function', 'implementation', 'best-practices'],
    rating: 4.8,
  },
  {
    id: 'cg-2',
    title: 'REST API endpoint',
    description: 'An endpoint with validation, correct status codes, safe error handling and tests.',
    category: 'code-generation',
    content: `Create a {{method}} endpoint at {{path}} using {{framework}}.

What it does: {{behaviour}}

Include:
1. Request validation with 400 answers that name the invalid field.
2. The handler with the right status codes (201 for a created resource, 404 when something is missing, 409 on conflicts).
3. Error handling that never sends stack traces to the client.
4. Types or schemas for the request and the response.
5. Two tests: one success case and one validation failure.`,
    examples: [
      'method: POST · path: /api/orders · framework: Fastify with zod · behaviour: creates an order for the signed-in customer and returns it',
      'method: GET · path: /api/products/:id · framework: Express · behaviour: returns one product or 404',
    ],
    tags: ['api', 'rest', 'backend'],
    rating: 4.7,
  },
  {
    id: 'db-1',
    title: 'Explain an error and fix it',
    description: 'What an error message means, why this code raises it, and the smallest fix.',
    category: 'debugging',
    content: `I get this error:

{{error message}}

This is the code where it happens:

{{code}}

Explain in plain words what the error means and what causes it in this code. Then give the smallest change that fixes it, show the corrected code, and tell me how to make sure the same kind of error cannot happen again (a check, a type or a test).`,
    examples: [
      "error message: TypeError: Cannot read properties of undefined (reading 'map') · code: the React component that renders the list",
      'error message: sqlite3.OperationalError: database is locked · code: the function that writes the import batch',
    ],
    tags: ['error', 'stack-trace', 'fix'],
    rating: 4.9,
  },
  {
    id: 'db-2',
    title: 'Find the bug: expected versus actual',
    description: 'Trace the code with a concrete input to the line where it goes wrong.',
    category: 'debugging',
    content: `This {{language}} code does not behave as intended.

Code:
{{code}}

Expected: {{expected behaviour}}
Actual: {{actual behaviour}}

Walk through the code step by step with a concrete input, point to the line where the expected and the actual behaviour part ways, and explain why. Then propose a fix and a test that would have caught the bug.`,
    examples: [
      'language: JavaScript · expected behaviour: the total includes 25 % VAT · actual behaviour: the total is NaN when a line has no discount',
      'language: Go · expected behaviour: every job runs once · actual behaviour: some jobs run twice under load',
    ],
    tags: ['bug', 'logic', 'trace'],
    rating: 4.7,
  },
  {
    id: 'doc-1',
    title: 'README for a project',
    description: 'A complete, concise README with installation, quick start, configuration and tests.',
    category: 'documentation',
    content: `Write a README.md for {{project name}}: {{what it does}}.

Sections:
1. A one-sentence summary and who it is for.
2. Features (a short bullet list).
3. Requirements and installation.
4. Quick start with a copy-paste example.
5. Configuration (a table of options with their defaults).
6. How to run the tests.
7. Contributing and licence.

Keep it concise, use fenced code blocks with language tags, and do not invent features I did not mention; mark anything you had to assume with "(to confirm)".`,
    examples: [
      'project name: invoice-cli · what it does: creates PDF invoices from a YAML file',
      'project name: nova-workspace · what it does: a browser-style AI workspace with side panels',
    ],
    tags: ['readme', 'markdown', 'onboarding'],
    rating: 4.6,
  },
  {
    id: 'doc-2',
    title: 'Document a function or module',
    description: 'Doc comments in the language’s standard style, with parameters, errors and an example.',
    category: 'documentation',
    content: `Write documentation comments for the following {{language}} code in the language's standard style (JSDoc, docstrings, KDoc, …):

{{code}}

For each public function, class or type describe what it does (one sentence), each parameter, the return value, the errors it raises and any side effects. Add one short usage example for the main entry point. Do not change the code itself.`,
    examples: ['language: TypeScript · code: a date-formatting utility module', 'language: Python · code: a class that wraps a REST client'],
    tags: ['comments', 'jsdoc', 'api-docs'],
    rating: 4.6,
  },
  {
    id: 'rf-1',
    title: 'Refactor for readability',
    description: 'Clearer names, smaller functions and no duplication, with the behaviour unchanged.',
    category: 'refactoring',
    content: `Refactor this {{language}} code so it is easier to read and maintain, without changing its behaviour:

{{code}}

- Extract well-named functions for separate steps.
- Replace magic numbers and strings with named constants.
- Remove duplication and dead code.
- Keep the public interface the same.

Show the refactored code, then list each change with a one-line reason. Point out anything whose behaviour you were not sure about.`,
    examples: [
      'language: Java · code: a 200-line method that parses and validates an order file',
      'language: TypeScript · code: a React component with nested ternaries',
    ],
    tags: ['clean-code', 'readability', 'maintainability'],
    rating: 4.8,
  },
  {
    id: 'rf-2',
    title: 'Modernise legacy code',
    description: 'Move code to a newer style or API and list where behaviour could differ.',
    category: 'refactoring',
    content: `Update this code from {{old style}} to {{new style}}:

{{code}}

Keep the behaviour identical. Use the idioms of the new style (for example async/await instead of callbacks, hooks instead of class components, const/let instead of var), keep error handling at least as strict as before, and list any behaviour that could differ at the edges (timing, error types, this-binding).`,
    examples: [
      'old style: callback-based Node.js · new style: async/await with promises',
      'old style: React class components · new style: function components with hooks',
    ],
    tags: ['migration', 'legacy', 'modernization'],
    rating: 4.5,
  },
  {
    id: 'test-1',
    title: 'Unit tests for a function',
    description: 'Normal, edge and error cases with descriptive names and minimal mocking.',
    category: 'testing',
    content: `Write unit tests with {{test framework}} for this code:

{{code}}

Cover:
- the normal cases,
- edge cases (empty, zero, very large, unicode, boundaries),
- invalid input and the errors it should raise.

Use test names that state the expected behaviour, one focus per test, and no dependence on test order. Mock only what touches the network, the clock or the file system.`,
    examples: ['test framework: Vitest · code: a price calculator with discounts and VAT', 'test framework: pytest · code: a slugify function'],
    tags: ['unit-tests', 'edge-cases', 'tdd'],
    rating: 4.8,
  },
  {
    id: 'test-2',
    title: 'End-to-end test for a user journey',
    description: 'A robust browser test with accessible locators and no fixed waits.',
    category: 'testing',
    content: `Write an end-to-end test with {{tool}} for this user journey:

{{journey}}

Use accessible locators (role, label, text) instead of CSS classes, wait for visible results instead of fixed timeouts, start from a clean state, and assert what the user would see at each important step. Add a second test for the most likely failure path.`,
    examples: [
      'tool: Playwright · journey: a visitor signs up, confirms the e-mail and lands on the dashboard',
      'tool: Cypress · journey: a customer adds two items to the cart and checks out with a saved card',
    ],
    tags: ['e2e', 'playwright', 'user-journey'],
    rating: 4.6,
  },
  {
    id: 'design-1',
    title: 'Database schema design',
    description: 'Tables, constraints and indexes for a domain, with the trade-offs explained.',
    category: 'design',
    content: `Design a relational database schema for {{domain}}.

Main use cases: {{use cases}}

Give:
1. Tables with columns, types, primary and foreign keys, and NOT NULL, UNIQUE and CHECK constraints.
2. Indexes for the use cases above and why each one is needed.
3. How the schema handles deletion (cascade, soft delete or archive).
4. The SQL (PostgreSQL) to create it.
5. Two trade-offs you made and the alternative you rejected.`,
    examples: [
      'domain: a booking system for meeting rooms · use cases: find free rooms for a time slot, list my bookings, cancel a booking',
      'domain: a multi-tenant invoicing app · use cases: invoices per customer, overdue invoices, monthly revenue',
    ],
    tags: ['database', 'schema', 'sql'],
    rating: 4.7,
  },
  {
    id: 'design-2',
    title: 'Accessibility review of the open page',
    description: 'A WCAG 2.2 AA review of the page in the browser, ordered by impact.',
    category: 'design',
    content: `Review the page I have open for accessibility against WCAG 2.2 level AA.

Check headings and landmarks, text alternatives for images, colour contrast, keyboard access and visible focus, form labels and error messages, and the names of links and buttons. For each problem give what is wrong, who it affects, where on the page it is, and the concrete fix. Order the list by impact, most serious first, and end with the three changes that would help the most.`,
    examples: ['Run it on a sign-up form before launch', 'Run it on a landing page after a redesign'],
    tags: ['accessibility', 'wcag', 'ux'],
    rating: 4.6,
  },
  {
    id: 'analysis-1',
    title: 'Code review',
    description: 'A senior-level review by severity: correctness, security, performance and readability.',
    category: 'analysis',
    content: `Review this {{language}} code as a senior engineer:

{{code}}

Report findings grouped by severity (critical, major, minor), covering correctness, security, performance, error handling and readability. For each finding quote the line, explain the risk and suggest the fix. Finish with what is done well, so it is kept.`,
    examples: [
      'language: TypeScript · code: a pull request that adds password reset',
      'language: SQL · code: a migration that splits the users table',
    ],
    tags: ['code-review', 'security', 'quality'],
    rating: 4.9,
  },
  {
    id: 'analysis-2',
    title: 'Summarise the open page for a decision',
    description: 'The main point, key figures, unsupported claims and open questions, in under 250 words.',
    category: 'analysis',
    content: `Summarise the page I have open for someone who has to make a decision based on it.

1. The main point in two sentences.
2. Key facts and figures as a bullet list, with the numbers exactly as written.
3. Claims that are not backed by evidence on the page.
4. Open questions to ask before deciding.

Keep it under 250 words and add nothing that is not on the page.`,
    examples: ['Run it on a vendor’s pricing page before a purchase', 'Run it on a product announcement or a research summary'],
    tags: ['summary', 'research', 'decision'],
    rating: 4.5,
  },
  {
    id: 'learn-1',
    title: 'Explain a concept step by step',
    description: 'Intuition, a worked example, common misunderstandings and a short self-check.',
    category: 'learning',
    content: `Explain {{concept}} to me. My current level: {{level}}.

Start with the intuition in plain words and one everyday analogy. Then explain how it works step by step with a small worked example. Point out the two most common misunderstandings. End with three short questions I can answer to check that I understood, and put the answers at the very end.`,
    examples: [
      'concept: database indexes · level: I write SQL queries but have never tuned one',
      'concept: React reconciliation · level: I have built a few React apps',
    ],
    tags: ['explanation', 'concepts', 'tutorial'],
    rating: 4.8,
  },
  {
    id: 'learn-2',
    title: 'Learning plan',
    description: 'A week-by-week plan with resources, exercises and a final project.',
    category: 'learning',
    content: `Make a {{weeks}}-week learning plan for {{topic}}. I can spend {{hours per week}} hours a week.

For each week give the goal, what to read or watch (prefer official documentation and free resources), one hands-on exercise, and how to know the goal is reached. Build towards a small project in the last week that uses everything in the plan.`,
    examples: ['weeks: 6 · topic: Rust for a TypeScript developer · hours per week: 5', 'weeks: 4 · topic: Docker and Kubernetes basics · hours per week: 8'],
    tags: ['study-plan', 'roadmap', 'career'],
    rating: 4.6,
  },
  {
    id: 'auto-1',
    title: 'Shell script for a repetitive task',
    description: 'A safe, idempotent script with arguments, --help and a dry run.',
    category: 'automation',
    content: `Write a {{shell}} script that {{task}}.

Make it safe to run more than once, stop at the first error, and print what it does. Take the inputs as command-line arguments with a --help message, check that the tools it needs are installed, and support a --dry-run flag that only shows what would change. Comment the parts that are not obvious.`,
    examples: [
      'shell: bash · task: backs up a PostgreSQL database every night and keeps the last 14 dumps',
      'shell: PowerShell · task: renames photos to their capture date',
    ],
    tags: ['script', 'bash', 'cli'],
    rating: 4.7,
  },
  {
    id: 'auto-2',
    title: 'CI pipeline',
    description: 'Lint, type-check, test and build on every pull request, with caching and reports.',
    category: 'automation',
    content: `Create a {{ci system}} pipeline for a {{stack}} project that runs on every pull request and on pushes to main.

Steps: install dependencies with caching, lint, type-check, run the unit tests, build, and run the end-to-end tests. Fail fast, run independent jobs in parallel, upload test reports as artifacts, and never print secrets. Explain each job in one line.`,
    examples: ['ci system: GitHub Actions · stack: Node.js 20 with npm workspaces', 'ci system: GitLab CI · stack: Python 3.12 with Poetry'],
    tags: ['ci-cd', 'pipeline', 'devops'],
    rating: 4.6,
  },
  {
    id: 'opt-1',
    title: 'Speed up slow code',
    description: 'Find the bottlenecks, state the complexity and optimise with identical results.',
    category: 'optimization',
    content: `This {{language}} code is too slow for {{input size}}:

{{code}}

Find the bottlenecks and state the current time and space complexity. Propose optimisations in order of impact with the complexity after each, show the optimised code, and keep the results identical. Tell me how to measure the improvement with a benchmark I can run.`,
    examples: [
      'language: Python · input size: 2 million rows · code: a loop that matches orders to customers',
      'language: JavaScript · input size: 50,000 DOM nodes · code: a list filter that runs on every key press',
    ],
    tags: ['performance', 'complexity', 'profiling'],
    rating: 4.7,
  },
  {
    id: 'opt-2',
    title: 'Optimise a SQL query',
    description: 'Read the plan, rewrite the query and choose indexes with their write cost.',
    category: 'optimization',
    content: `Optimise this {{database}} query:

{{query}}

Table sizes and existing indexes: {{schema details}}

Explain what makes it slow (read the plan as EXPLAIN would show it), then give a rewritten query and the indexes to add, with the cost each index brings for writes. Keep the results identical, including ordering and NULL handling.`,
    examples: [
      'database: PostgreSQL 16 · query: a report joining orders, order_lines and products · schema details: orders 5M rows, index on customer_id',
      'database: MySQL 8 · query: a search with LIKE and ORDER BY created_at · schema details: articles 800k rows',
    ],
    tags: ['sql', 'indexes', 'query-plan'],
    rating: 4.8,
  },
];

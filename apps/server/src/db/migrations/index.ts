import type { Migration } from 'kysely/migration';
import * as workspaces from './0001-workspaces.js';
import * as clientErrors from './0002-client-errors.js';
import * as shortcuts from './0003-shortcuts.js';
import * as aiChat from './0004-ai-chat.js';
import * as apiKeys from './0005-api-keys.js';
import * as prompts from './0006-prompts.js';
import * as voice from './0007-voice.js';
import * as codeReview from './0008-code-review.js';
import * as workflows from './0009-workflows.js';
import * as settings from './0010-settings.js';
import * as qaSuite from './0011-qa-suite.js';
import * as selectorStudio from './0012-selector-studio.js';
import * as profile from './0013-profile.js';

/** Applied in key order; never rename or edit a key once released. */
export const migrations: Record<string, Migration> = {
  '0001-workspaces': workspaces,
  '0002-client-errors': clientErrors,
  '0003-shortcuts': shortcuts,
  '0004-ai-chat': aiChat,
  '0005-api-keys': apiKeys,
  '0006-prompts': prompts,
  '0007-voice': voice,
  '0008-code-review': codeReview,
  '0009-workflows': workflows,
  '0010-settings': settings,
  '0011-qa-suite': qaSuite,
  '0012-selector-studio': selectorStudio,
  '0013-profile': profile,
};

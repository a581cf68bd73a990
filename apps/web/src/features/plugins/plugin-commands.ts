import type { ChatCommandInvocation } from '@/features/ai-chat/model/chat-commands';
import { registerChatCommand } from '@/features/ai-chat/model/chat-commands';
import { postLocalMessage, whileSending } from '@/features/ai-chat/model/chat-store';
import { runWorkflowChatCommand } from '@/features/workflows/chat/workflow-chat-command';
import { WORKFLOW_COMMAND_ACTIONS } from '@/features/workflows/model/workflow-command';
import { apiErrorMessage } from '@/lib/api/api-error-message';
import { pluginStrings as t } from '@/lib/i18n/nb/plugins';
import { completePlugin } from './api/complete-plugin';
import { fetchPageContent } from './api/page-content';
import { fetchPageContext } from './api/page-context';
import { WORKFLOW_PLUGIN_ID } from './model/default-plugins';
import { fillPluginPrompt, processPluginResult, resolvePluginParameters } from './model/plugin-run';
import { getPlugins, onPluginsChange } from './model/plugin-store';
import type { Plugin } from './model/plugin-types';

/** Runs a plugin on the open page: fill the template, ask the model, show the result by processing type. */
export async function runPlugin(plugin: Plugin, args: string, { sessionId, text }: ChatCommandInvocation): Promise<void> {
  postLocalMessage(sessionId, 'user', text);
  await whileSending(sessionId, async () => {
    try {
      const [content, context] = await Promise.all([fetchPageContent(), fetchPageContext()]);
      const page = {
        pageContent: content?.markdown ?? '',
        url: context.url || content?.url || '',
        title: context.title || content?.title || '',
        selectedText: context.selectedText,
      };
      const prompt = fillPluginPrompt(plugin.prompt, page, resolvePluginParameters(plugin, args));
      const answer = await completePlugin({ prompt });
      postLocalMessage(sessionId, 'assistant', processPluginResult(plugin.processing.type, answer), { processingType: 'plugin' });
    } catch (error) {
      postLocalMessage(sessionId, 'assistant', t.executionFailed(apiErrorMessage(error)), { processingType: 'plugin' });
    }
  });
}

let registrations: Array<() => void> = [];

/** The enabled plugins' commands, kept in step with the plugin list (spec B §4: plugin, then workflow, then AI). */
function syncRegistrations(): void {
  for (const off of registrations) off();
  registrations = getPlugins()
    .filter((plugin) => plugin.enabled)
    .map((plugin) =>
      plugin.id === WORKFLOW_PLUGIN_ID
        ? registerChatCommand({
            command: plugin.command,
            description: plugin.description,
            suggestions: WORKFLOW_COMMAND_ACTIONS,
            run: runWorkflowChatCommand,
          })
        : registerChatCommand({
            command: plugin.command,
            description: plugin.description,
            run: (args, invocation) => runPlugin(plugin, args, invocation),
          }),
    );
}

let started = false;

export function registerPluginCommands(): void {
  if (started) return;
  started = true;
  syncRegistrations();
  onPluginsChange(syncRegistrations);
}

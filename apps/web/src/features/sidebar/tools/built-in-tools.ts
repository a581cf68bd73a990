import {
  BarChart3,
  Bot,
  Code2,
  Globe,
  LayoutGrid,
  MessageSquare,
  Plug,
  Search,
  Send,
  Shield,
  Workflow,
  Zap,
} from 'lucide-react';
import { sidebarStrings } from '@/lib/i18n/nb/sidebar';
import type { ToolCategory, ToolId } from '../model/layout-types';
import type { ToolDefinition } from './tool-registry';

type Spec = Omit<ToolDefinition, 'id' | 'name' | 'description' | 'features'>;

/** ai-chat and ai-assistant are the same chat panel (spec A §2). */
const loadChatPanel = () => import('@/features/ai-chat').then((m) => m.ChatPanel);

const spec: Record<ToolId, Spec> = {
  'lead-scraping': {
    category: 'data',
    icon: Search,
    shortcutHint: 'Alt+1',
    loadPanel: () => import('@/features/lead-scraping').then((m) => m.LeadScrapingPanel),
  },
  'data-analytics': {
    category: 'data',
    icon: BarChart3,
    shortcutHint: 'Alt+2',
    loadPanel: () => import('@/features/data-analytics').then((m) => m.DataAnalyticsPanel),
  },
  'browser-tools': {
    category: 'browser',
    icon: Globe,
    shortcutHint: 'Alt+3',
    loadPanel: () => import('@/features/browser-tools').then((m) => m.BrowserToolsPanel),
  },
  'ai-chat': { category: 'automation', icon: MessageSquare, shortcutHint: 'Alt+4', loadPanel: loadChatPanel, fillsHeight: true },
  outreach: {
    category: 'automation',
    icon: Send,
    shortcutHint: 'Alt+5',
    loadPanel: () => import('@/features/outreach').then((m) => m.OutreachPanel),
  },
  developer: {
    category: 'development',
    icon: Code2,
    shortcutHint: 'Alt+6',
    loadPanel: () => import('@/features/developer-tools').then((m) => m.DeveloperToolsPanel),
  },
  workflow: {
    category: 'automation',
    icon: Workflow,
    shortcutHint: 'Alt+7',
    loadPanel: () => import('@/features/workflow-tools').then((m) => m.WorkflowToolsPanel),
  },
  'ai-assistant': { category: 'automation', icon: Bot, shortcutHint: 'Alt+8', loadPanel: loadChatPanel, fillsHeight: true },
  'security-privacy': { category: 'browser', icon: Shield, shortcutHint: 'Alt+9' },
  integrations: {
    category: 'development',
    icon: Plug,
    shortcutHint: 'Alt+0',
    loadPanel: () => import('@/features/plugins').then((m) => m.PluginsPanel),
  },
  'quick-actions': { category: 'automation', icon: Zap, shortcutHint: 'Alt+Q' },
  custom: { category: 'custom' satisfies ToolCategory, icon: LayoutGrid, shortcutHint: 'Alt+U' },
};

export const builtInTools: ToolDefinition[] = Object.entries(spec).map(([id, rest]) => {
  const toolId = id as ToolId;
  return { id: toolId, ...sidebarStrings.tools[toolId], ...rest };
});

import { normalizeVoiceText } from '@nova/shared';
import type { Side, ToolId } from '@/features/sidebar';
import type { SwitchTabTarget } from '@/lib/window-events';

/** Where "go to X" / "open X" leads: a page, a sidebar tool, or a switch-tab target. */
export type VoiceDestination =
  | { kind: 'route'; path: string }
  | { kind: 'tool'; side: Side; tool: ToolId }
  | { kind: 'switch-tab'; target: SwitchTabTarget };

const route = (path: string): VoiceDestination => ({ kind: 'route', path });
const tool = (side: Side, id: ToolId): VoiceDestination => ({ kind: 'tool', side, tool: id });

/** Spoken names of every page (spec A §2) and tool (spec B §2), as the recogniser writes them. */
const DESTINATIONS: Array<[readonly string[], VoiceDestination]> = [
  [['home', 'dashboard', 'home dashboard', 'start', 'front'], route('/')],
  [['browser', 'browser workspace', 'web', 'nettleser'], route('/browser')],
  [['settings', 'preferences', 'options', 'innstillinger'], route('/settings')],
  [['profile', 'my profile', 'account', 'profil'], route('/profile')],
  [['outreach', 'outreach dashboard', 'campaigns'], route('/outreach')],
  [['qa suite', 'qa', 'quality', 'quality assurance', 'q a suite'], route('/qa-suite')],
  [['selector studio', 'selectors', 'selector'], route('/selector-studio')],
  [['developer dashboard', 'dev dashboard'], route('/developer-dashboard')],
  [['chat', 'ai chat', 'assistant', 'ai assistant'], tool('right', 'ai-chat')],
  [['lead scraping', 'scraping', 'leads', 'scraper'], tool('left', 'lead-scraping')],
  [['data analytics', 'analytics', 'data'], tool('right', 'data-analytics')],
  [['browser tools', 'bookmarks', 'history', 'downloads', 'extensions'], tool('left', 'browser-tools')],
  [['outreach tool', 'outreach panel'], tool('left', 'outreach')],
  [['developer tools', 'developer', 'dev tools', 'code review', 'ide', 'editor'], { kind: 'switch-tab', target: 'ide' }],
  [['version control', 'git'], { kind: 'switch-tab', target: 'version-control' }],
  [['workflow', 'workflows', 'workflow tools', 'workflow builder', 'automation'], { kind: 'switch-tab', target: 'workflow' }],
  [['integrations', 'marketplace', 'plugins'], { kind: 'switch-tab', target: 'marketplace' }],
  [['security', 'privacy', 'security and privacy'], tool('left', 'security-privacy')],
  [['quick actions'], tool('left', 'quick-actions')],
];

const NOISE = /\b(?:the|my|a|page|screen|tab|panel|view|please|section)\b/g;

/** The destination a spoken target names ("the settings page" → /settings), or null. */
export function resolveVoiceTarget(target: string): VoiceDestination | null {
  const full = normalizeVoiceText(target);
  const bare = full.replace(NOISE, ' ').replace(/\s+/g, ' ').trim();
  for (const candidate of [full, bare]) {
    const hit = DESTINATIONS.find(([names]) => names.includes(candidate));
    if (hit) return hit[1];
  }
  return null;
}

import { describe, expect, it } from 'vitest';
import { resolveVoiceTarget } from './voice-targets';

describe('resolveVoiceTarget', () => {
  it.each([
    ['settings', { kind: 'route', path: '/settings' }],
    ['the settings page', { kind: 'route', path: '/settings' }],
    ['Home', { kind: 'route', path: '/' }],
    ['QA-suite', { kind: 'route', path: '/qa-suite' }],
    ['chat', { kind: 'tool', side: 'right', tool: 'ai-chat' }],
    ['lead scraping', { kind: 'tool', side: 'left', tool: 'lead-scraping' }],
    ['analytics panel', { kind: 'tool', side: 'right', tool: 'data-analytics' }],
    ['the workflow builder', { kind: 'switch-tab', target: 'workflow' }],
    ['code review', { kind: 'switch-tab', target: 'ide' }],
    ['marketplace', { kind: 'switch-tab', target: 'marketplace' }],
  ])('%j', (target, destination) => expect(resolveVoiceTarget(target)).toEqual(destination));

  it('knows nothing of places that do not exist', () => {
    expect(resolveVoiceTarget('the moon')).toBeNull();
    expect(resolveVoiceTarget('')).toBeNull();
  });
});

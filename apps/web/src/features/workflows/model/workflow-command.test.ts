import { describe, expect, it } from 'vitest';
import { findWorkflowByName, parseKeyValues, parseWorkflowCommand } from './workflow-command';

describe('workflow command grammar', () => {
  it('reads start with JSON parameters', () => {
    expect(parseWorkflowCommand('start Summarize article {"url": "https://a.no", "depth": 2}')).toEqual({
      action: 'start',
      name: 'Summarize article',
      parameters: { url: 'https://a.no', depth: 2 },
    });
  });

  it('reads start with comma-separated key=value parameters', () => {
    expect(parseWorkflowCommand('start Headings and links url=https://a.no/x?y=1, depth = 3 ,label="a b"')).toEqual({
      action: 'start',
      name: 'Headings and links',
      parameters: { url: 'https://a.no/x?y=1', depth: '3', label: 'a b' },
    });
  });

  it('treats a bare name as start, with or without parameters', () => {
    expect(parseWorkflowCommand('Daily report')).toEqual({ action: 'start', name: 'Daily report', parameters: {} });
    expect(parseWorkflowCommand('Daily report day=monday')).toEqual({
      action: 'start',
      name: 'Daily report',
      parameters: { day: 'monday' },
    });
  });

  it('reads stop and status, with the keyword in any case', () => {
    expect(parseWorkflowCommand('STOP Daily report')).toEqual({ action: 'stop', name: 'Daily report' });
    expect(parseWorkflowCommand('Status  daily REPORT ')).toEqual({ action: 'status', name: 'daily REPORT' });
    expect(parseWorkflowCommand('Start X')).toEqual({ action: 'start', name: 'X', parameters: {} });
  });

  it('falls back to key=value when the braces are not JSON, and answers null for nothing', () => {
    expect(parseWorkflowCommand('start A note={oops')).toEqual({ action: 'start', name: 'A', parameters: { note: '{oops' } });
    expect(parseWorkflowCommand('   ')).toBeNull();
    expect(parseKeyValues('a=1,,=2,b')).toEqual({ a: '1' });
  });

  it('matches names case-insensitively', () => {
    const workflows = [{ name: 'Summarize article' }, { name: 'Headings and links' }];
    expect(findWorkflowByName(workflows, 'summarize ARTICLE')).toBe(workflows[0]);
    expect(findWorkflowByName(workflows, 'summarize')).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { DEFAULT_PLUGINS } from './default-plugins';
import { fillPluginPrompt, parsePluginInvocation, processPluginResult, resolvePluginParameters } from './plugin-run';
import type { Plugin } from './plugin-types';

const plugin = (id: string): Plugin => {
  const found = DEFAULT_PLUGINS.find((p) => p.id === id);
  if (!found) throw new Error(id);
  return found;
};

describe('running a plugin command', () => {
  it('parses the command case-insensitively and splits off the arguments', () => {
    expect(parsePluginInvocation('/Translate  language=Spanish ')).toEqual({ command: '/translate', args: 'language=Spanish' });
    expect(parsePluginInvocation('/summarize')).toEqual({ command: '/summarize', args: '' });
    expect(parsePluginInvocation('translate this')).toBeNull();
  });

  it('takes the select option found in the arguments, else the default', () => {
    const translate = plugin('translate');
    expect(resolvePluginParameters(translate, 'language=Spanish')).toEqual({ language: 'Spanish' });
    expect(resolvePluginParameters(translate, 'til german, takk')).toEqual({ language: 'German' });
    expect(resolvePluginParameters(translate, '')).toEqual({ language: 'Norwegian' });
    expect(resolvePluginParameters(translate, 'klingon')).toEqual({ language: 'Norwegian' });
    expect(resolvePluginParameters(plugin('extract'), 'phone numbers please')).toEqual({ dataType: 'phone numbers' });
  });

  it('reads name=value and lone string parameters', () => {
    const custom: Plugin = {
      ...plugin('summarize'),
      id: 'c',
      parameters: [
        { name: 'tone', type: 'string', description: '', required: false },
        { name: 'count', type: 'number', description: '', required: false, default: 3 },
      ],
    };
    expect(resolvePluginParameters(custom, 'tone="very formal", count=5')).toEqual({ tone: 'very formal', count: '5' });
    expect(resolvePluginParameters(custom, 'playful')).toEqual({ tone: 'playful', count: '3' });
  });

  it('fills page placeholders and parameters into the template', () => {
    const page = { pageContent: 'Bier lager honning.', url: 'https://a.no', title: 'Bier', selectedText: 'honning' };
    expect(fillPluginPrompt('{{title}} ({{url}}) [{{selectedText}}] {{ language }}: {{pageContent}} {{unknown}}!', page, { language: 'Spanish' })).toBe(
      'Bier (https://a.no) [honning] Spanish: Bier lager honning. !',
    );
  });

  it('processes results by type: json pretty-printed, html sanitised, text and markdown as they are', () => {
    expect(processPluginResult('json', '```json\n{"a":1,"b":[2]}\n```')).toBe('```json\n{\n  "a": 1,\n  "b": [\n    2\n  ]\n}\n```');
    expect(processPluginResult('json', 'not json')).toBe('not json');
    expect(processPluginResult('html', '<p>Hei <b>du</b></p><script>alert(1)</script><ul><li>En</li></ul><img src=x onerror=alert(1)>')).toBe(
      'Hei du\n- En',
    );
    expect(processPluginResult('markdown', '  **fet**  ')).toBe('**fet**');
    expect(processPluginResult('text', 'Hola')).toBe('Hola');
  });
});

import { defaultBaseConfig } from '@chakra-ui/react/preset-base';
import { createSystem } from '@chakra-ui/react/styled-system';
import { afterEach, describe, expect, it } from 'vitest';
import { SERVER_STYLE_ATTR, serverStyleCache, withoutGlobalStyles } from './server-styles';

// The unit project shares one document and one emotion cache between files: remove only the
// tags this file added (emptying <head> detached the app's emotion tags under other files).
const added: Element[] = [];
afterEach(() => {
  for (const el of added.splice(0)) el.remove();
});

function addToHead(html: string) {
  const template = document.createElement('template');
  template.innerHTML = html;
  const nodes = [...template.content.children];
  document.head.append(...nodes);
  added.push(...nodes);
}

describe('serverStyleCache', () => {
  it('knows the ids of the server tags and leaves the tags where they are', () => {
    addToHead(
      `<style ${SERVER_STYLE_ATTR}="css-global g1">x{}</style>` +
        `<style ${SERVER_STYLE_ATTR}="css a1 b2">.css-a1{}.css-b2{}</style>` +
        '<link rel="modulepreload" href="/x.js">',
    );
    const before = [...document.head.children];
    const cache = serverStyleCache();
    expect(cache?.inserted).toMatchObject({ g1: true, a1: true, b2: true });
    expect([...document.head.children]).toEqual(before);
  });

  it('is null on a page without server styles', () => {
    expect(serverStyleCache()).toBeNull();
  });
});

describe('withoutGlobalStyles', () => {
  it('drops the global blocks without computing them, keeping everything else', () => {
    const system = createSystem(defaultBaseConfig);
    let read = false;
    Object.defineProperty(system, '_global', {
      get: () => {
        read = true;
        return [];
      },
      enumerable: true,
    });
    const sys = withoutGlobalStyles(system);
    expect(read).toBe(false);
    expect(sys._global).toEqual([]);
    expect(sys._config.disableLayers).toBe(true);
    expect(system._config.disableLayers).toBeFalsy();
    expect(sys.css({ color: 'red' })).toEqual(system.css({ color: 'red' }));
    expect(sys._config.theme).toBe(system._config.theme);
  });
});
